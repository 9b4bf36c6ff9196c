import type { SignalFactory } from './types'
import { valueSignal } from './value-signal'

/**
 * `ct_gathering_loaded`: true once the signal gathering has started on this page (a bool of
 * the contract's alt-session allow-list). Started last, so it is stored only when every
 * start-up signal before it has run.
 */
export const gatheringLoaded: SignalFactory<boolean> = ({ store }) =>
  valueSignal(() => {
    store.set({ ct_gathering_loaded: true })
    return true
  })
