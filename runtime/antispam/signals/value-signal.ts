import { failed, ok, type Signal, type SignalRead } from './types'

/**
 * A signal measured once at start: `measure` computes and stores the value. Used by the
 * signals that have no listener (timestamps, timezone, headless flag, session values…).
 */
export function valueSignal<T>(measure: () => T): Signal<T> {
  let result: SignalRead<T> = failed('not started')
  return {
    start() {
      try {
        result = ok(measure())
      } catch (error) {
        result = failed(error)
      }
    },
    stop() {},
    read: () => result,
  }
}
