import { botDetectorToken } from '../storage/bot-token'
import { listen, ok, type SignalFactory } from './types'

/** The window event the external detector fires with `detail.eventToken`. */
export const TOKEN_EVENT = 'botDetectorEventTokenUpdated'

/**
 * `ct_bot_detector_event_token` (detector on): stored once — from the detector's
 * localStorage entry when it is already there, else from the first
 * `botDetectorEventTokenUpdated` event with a non-empty token.
 */
export const botTokenIntake: SignalFactory<string> = ({ store, win, config }) => {
  let token = ''
  let remove: (() => void) | undefined
  const take = (value: string) => {
    token = value
    remove?.()
    remove = undefined
    store.set({ ct_bot_detector_event_token: value })
  }
  return {
    start() {
      if (!config.botDetectorEnabled) return
      const stored = botDetectorToken(win.localStorage)
      if (stored) return take(stored)
      remove = listen(win, TOKEN_EVENT, (event) => {
        const value = (event as CustomEvent<{ eventToken?: unknown }>).detail?.eventToken
        if (typeof value === 'string' && value) take(value)
      })
    },
    stop() {
      remove?.()
      remove = undefined
    },
    read: () => ok(token),
  }
}
