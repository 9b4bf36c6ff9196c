import { gathersItself } from './detector-mode'
import type { SignalFactory } from './types'
import { valueSignal } from './value-signal'

/**
 * `ct_gathering_loaded`, as the server reads it: true only with the external detector on,
 * for a returning visitor (`apbct_existing_visitor`) for whom the detector has left no
 * token, which is when the original falls back to its own gathering; not written otherwise.
 * With the detector on, the server computes the submit time only when this is true. Started
 * last, like the original's step at the end of its start-up, it then marks the visitor as
 * returning.
 */
export const gatheringLoaded: SignalFactory<boolean> = ({ store, win, config }) =>
  valueSignal(() => {
    const fallback = config.botDetectorEnabled && gathersItself({ config, win })
    if (fallback) store.set({ ct_gathering_loaded: true })
    store.set({ apbct_existing_visitor: 1 }, { where: 'local' })
    return fallback
  })
