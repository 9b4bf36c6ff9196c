import { readSession } from '../storage/session'
import type { SignalFactory } from './types'
import { valueSignal } from './value-signal'

/**
 * `apbct_session_current_page` (this page's address) and `apbct_prev_referer` (the
 * previous page of the session, when it was a different one).
 */
export const pageTrail: SignalFactory<{ current: string; previous?: string }> = ({ store, win }) =>
  valueSignal(() => {
    const current = win.location.href
    const last = readSession(win.sessionStorage, 'apbct_session_current_page')
    let previous = readSession(win.sessionStorage, 'apbct_prev_referer')
    if (last && last !== current) {
      previous = last
      store.set({ apbct_prev_referer: last }, { where: 'session' })
    }
    store.set({ apbct_session_current_page: current }, { where: 'session' })
    return { current, previous }
  })
