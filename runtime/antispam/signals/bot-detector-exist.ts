import { ok, type SignalFactory } from './types'

/** Lifetime of the `apbct_bot_detector_exist` cookie (spec §9). */
export const BOT_DETECTOR_EXIST_MAX_AGE_S = 3600

const TOKEN = 'ct_bot_detector_event_token'

/**
 * `apbct_bot_detector_exist`: "1" for 3600 s (`max-age`, not the original's invalid
 * `expires=3600`) once the external detector has given a token, only with the detector and
 * the server's anti-crawler on, as the original writes it. The anti-crawler lets a visitor
 * with it through, so writing it at start-up (as before) let a visitor pass whose detector
 * never ran.
 */
export const botDetectorExist: SignalFactory<boolean> = ({ store, config }) => {
  let written = false
  let off: (() => void) | undefined
  const write = () => {
    off?.()
    written = true
    store.set({ apbct_bot_detector_exist: '1' }, { maxAge: BOT_DETECTOR_EXIST_MAX_AGE_S })
  }
  return {
    start() {
      if (!config.botDetectorEnabled || !config.antiCrawler) return
      if (store.get(TOKEN)) return write()
      off = store.onChange((names) => names.includes(TOKEN) && write())
    },
    stop: () => off?.(),
    read: () => ok(written),
  }
}
