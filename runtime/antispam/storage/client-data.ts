import type { AntispamConfig } from '../config/config'
import { embedJson } from './alt-sessions'
import type { SignalStore, SignalValue } from './signal-store'

/** The cookie signals of `event_javascript_data` (contract d, "Client data"). */
const COOKIE_SIGNALS = [
  'ct_checked_emails',
  'ct_checked_emails_exist',
  'ct_checkjs',
  'ct_fkp_timestamp',
  'ct_pointer_data',
  'ct_ps_timestamp',
  'ct_screen_info',
  'ct_timezone',
]

/** The storage values, by the name they carry in the JSON → where they are read from. */
const STORAGE_VALUES: Record<string, string> = {
  ct_mouse_moved: 'ct_mouse_moved',
  ct_has_scrolled: 'ct_has_scrolled',
  ct_cookies_type: 'ct_cookies_type',
  apbct_pixel_url: 'apbct_pixel_url',
  apbct_headless: 'apbct_headless',
  ct_bot_detector_frontend_data_log: 'ct_bot_detector_frontend_data_log',
  apbct_page_hits: 'apbct_page_hits',
  apbct_prev_referer: 'apbct_prev_referer',
  apbct_site_referer: 'apbct_site_referer',
  apbct_ct_js_errors: 'ct_js_errors',
}

/**
 * `event_javascript_data`: a JSON string of the cookie signals, the storage values and the
 * pairs being set (they win). Values the browser does not hold are left out;
 * `apbct_pixel_url` falls back to the printed `pixel__url`.
 */
export function clientData(
  config: AntispamConfig,
  store: SignalStore,
  pairs: Readonly<Record<string, SignalValue>> = {},
): string {
  const out: Record<string, unknown> = {}
  for (const name of COOKIE_SIGNALS) {
    const v = store.get(name)
    if (v !== undefined) out[name] = embedJson(v)
  }
  for (const [name, from] of Object.entries(STORAGE_VALUES)) {
    const v = store.get(from)
    if (v !== undefined) out[name] = embedJson(v)
  }
  if (out.apbct_pixel_url === undefined && config.pixelUrl) out.apbct_pixel_url = config.pixelUrl
  for (const [name, v] of Object.entries(pairs)) out[name] = embedJson(v)
  return JSON.stringify(out)
}
