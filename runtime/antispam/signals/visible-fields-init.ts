import type { SignalFactory } from './types'
import { valueSignal } from './value-signal'

/**
 * `apbct_visible_fields`: "0" at start in the non-native modes (contract d); the form
 * processing replaces it with the record of the submitted form. Native mode keeps these
 * in per-form inputs and cookies instead.
 */
export const visibleFieldsInit: SignalFactory<boolean> = ({ store, config }) =>
  valueSignal(() => {
    if (config.cookieMode === 'native') return false
    store.set({ apbct_visible_fields: '0' })
    return true
  })
