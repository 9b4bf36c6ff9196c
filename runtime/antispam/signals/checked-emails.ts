import type { SignalFactory } from './types'
import { valueSignal } from './value-signal'

/**
 * `ct_checked_emails` and `ct_checked_emails_exist`: "0" at start, each only when its email
 * check is on (as the original writes them, detector on or off); the email checks replace
 * them with their caches.
 */
export const checkedEmails: SignalFactory<string> = ({ store, config }) =>
  valueSignal(() => {
    if (config.emailCheckBeforePost) store.set({ ct_checked_emails: '0' })
    if (config.emailCheckExistPost) store.set({ ct_checked_emails_exist: '0' })
    return '0'
  })
