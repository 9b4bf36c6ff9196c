import type { SignalFactory } from './types'
import { valueSignal } from './value-signal'

/**
 * `ct_checked_emails` and `ct_checked_emails_exist`: "0" at start; the email checks replace
 * them with their caches.
 */
export const checkedEmails: SignalFactory<string> = ({ store }) =>
  valueSignal(() => {
    store.set({ ct_checked_emails: '0', ct_checked_emails_exist: '0' })
    return '0'
  })
