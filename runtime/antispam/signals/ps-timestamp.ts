import type { SignalFactory } from './types'
import { unixNow } from './types'
import { valueSignal } from './value-signal'

/** `ct_ps_timestamp`: the page-start time in unix seconds. */
export const psTimestamp: SignalFactory<number> = ({ store }) =>
  valueSignal(() => {
    const value = unixNow()
    store.set({ ct_ps_timestamp: value })
    return value
  })
