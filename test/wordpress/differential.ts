import type { Browser } from 'puppeteer'
import { afterAll } from 'vitest'
import { useBrowser } from '../support/browser'
import { ANTISPAM_DEFAULTS, useSite, type SiteHandle } from './site'

/**
 * The site and the browser of a test file that sets the anti-spam plugin's options; after
 * the file the options are back to the site's defaults and its sessions and reports emptied.
 */
export function useDifferential(): { site: SiteHandle; browser: () => Browser } {
  const site = useSite()
  const browser = useBrowser()
  afterAll(async () => {
    await site.setAntispam(ANTISPAM_DEFAULTS.settings, {
      ...ANTISPAM_DEFAULTS.data,
      ajax_type: 'admin_ajax',
    })
    await site.clearState()
  })
  return { site, browser }
}

/** Sets the cookie mode, the bot detector and the transport, and empties the state. */
export async function setAntispamMode(
  site: SiteHandle,
  setCookies: number,
  detector: number,
  transport: 'admin_ajax' | 'rest',
): Promise<void> {
  await site.setAntispam(
    { data__set_cookies: setCookies },
    { bot_detector_enabled: detector, ajax_type: transport },
  )
  await site.clearState()
}

/** Whether a request (its URL and body) is an alt-sessions save, over REST or admin-ajax. */
export const isAltSave = (url: string, body: string | undefined): boolean =>
  url.includes('alt_sessions') ||
  (url.includes('admin-ajax.php') && (body ?? '').includes('apbct_alt_session__save__AJAX'))
