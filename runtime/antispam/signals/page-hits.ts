import { readLocal } from '../storage/local-entry'
import { readSession } from '../storage/session'
import type { SignalFactory } from './types'
import { valueSignal } from './value-signal'

/**
 * `apbct_page_hits`: the page loads of this browser-tab session, in localStorage: 1 on the
 * session's first page (no `apbct_session_id` yet; sessionId starts after this signal), one
 * more on each later page, as the original counts them.
 */
export const pageHits: SignalFactory<number> = ({ store, win }) =>
  valueSignal(() => {
    const previous = Number(readLocal(win.localStorage, 'apbct_page_hits'))
    const sameSession = readSession(win.sessionStorage, 'apbct_session_id') !== undefined
    const hits = sameSession && previous > 0 ? previous + 1 : 1
    store.set({ apbct_page_hits: hits }, { where: 'local' })
    return hits
  })
