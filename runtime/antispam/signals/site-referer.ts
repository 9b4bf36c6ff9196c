import { readSession } from '../storage/session'
import type { SignalFactory } from './types'
import { valueSignal } from './value-signal'

/** `apbct_site_referer`: the referrer of the session's first page (where the visitor came from). */
export const siteReferer: SignalFactory<string> = ({ store, win }) =>
  valueSignal(() => {
    const kept = readSession(win.sessionStorage, 'apbct_site_referer')
    const value = kept ?? win.document.referrer
    store.set({ apbct_site_referer: value }, { where: 'session' })
    return value
  })
