import { readLocal } from '../storage/local-entry'
import type { SignalFactory } from './types'
import { valueSignal } from './value-signal'

/**
 * `apbct_page_hits`: page loads counted in localStorage (1 on the first). Also keeps
 * `apbct_existing_visitor`: 0 on a visitor's first page load, 1 once they come back with a
 * count still alive (the entry lives 86400 s).
 */
export const pageHits: SignalFactory<number> = ({ store, win }) =>
  valueSignal(() => {
    const previous = Number(readLocal(win.localStorage, 'apbct_page_hits'))
    const hits = Number.isFinite(previous) && previous > 0 ? previous + 1 : 1
    store.set(
      { apbct_page_hits: hits, apbct_existing_visitor: hits > 1 ? 1 : 0 },
      { where: 'local' },
    )
    return hits
  })
