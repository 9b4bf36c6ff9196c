import { readSession } from '../storage/session'
import type { SignalFactory } from './types'
import { valueSignal } from './value-signal'

/**
 * `apbct_site_referer`: where the visitor came from, set on the session's first page (no
 * current page recorded yet; pageTrail starts after this signal) only when the referrer is
 * another site's page, as the original sets it; '' when there is none.
 */
export const siteReferer: SignalFactory<string> = ({ store, win }) =>
  valueSignal(() => {
    const session = win.sessionStorage
    const kept = readSession(session, 'apbct_site_referer')
    const referrer = win.document.referrer
    if (kept !== undefined || readSession(session, 'apbct_session_current_page') !== undefined)
      return kept ?? ''
    if (!referrer || new URL(referrer).host === win.location.host) return ''
    store.set({ apbct_site_referer: referrer }, { where: 'session' })
    return referrer
  })
