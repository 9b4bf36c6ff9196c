import type { SignalFactory } from './types'
import { valueSignal } from './value-signal'

/** `ct_checkjs`: the printed `ct_checkjs_key`, or 0 without one (cookie mode and localStorage). */
export const checkjs: SignalFactory<string | number> = ({ store, config }) =>
  valueSignal(() => {
    const value = config.checkjsKey ?? 0
    store.set({ ct_checkjs: value })
    store.set({ ct_checkjs: value }, { where: 'local' })
    return value
  })
