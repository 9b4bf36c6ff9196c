import type { SignalFactory } from './types'
import { valueSignal } from './value-signal'

/** Lifetime of the `apbct_bot_detector_exist` cookie (spec §9). */
export const BOT_DETECTOR_EXIST_MAX_AGE_S = 3600

/**
 * `apbct_bot_detector_exist`: "1" for 3600 s (`max-age`, not the original's invalid
 * `expires=3600`) when the external detector is on; nothing otherwise.
 */
export const botDetectorExist: SignalFactory<boolean> = ({ store, config }) =>
  valueSignal(() => {
    if (!config.botDetectorEnabled) return false
    store.set({ apbct_bot_detector_exist: '1' }, { maxAge: BOT_DETECTOR_EXIST_MAX_AGE_S })
    return true
  })
