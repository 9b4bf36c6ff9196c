import type { SignalFactory } from './types'
import { valueSignal } from './value-signal'

/** `ct_timezone`: hours east of UTC (`-getTimezoneOffset() / 60`, e.g. 5.5). */
export const timezone: SignalFactory<number> = ({ store }) =>
  valueSignal(() => {
    const value = -new Date().getTimezoneOffset() / 60
    store.set({ ct_timezone: value })
    return value
  })
