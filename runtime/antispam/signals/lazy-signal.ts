import { withLazy } from '../chunks/load-lazy'
import type { polledDetectorLog } from './detector-log-poll'
import type { capturedJsErrors } from './js-error-capture'
import { ok, type Signal, type SignalContext, type SignalFactory } from './types'

/** What the lazily loaded signals take from dist/antispam-lazy.js (lazy/lazy-parts.ts). */
export interface SignalLazyParts {
  readonly polledDetectorLog: typeof polledDetectorLog
  readonly capturedJsErrors: typeof capturedJsErrors
}

/**
 * A signal whose code loads with dist/antispam-lazy.js, and only on the page loads where
 * `wanted` is true: until it has loaded (or when not wanted) it reads `initial`.
 */
export function lazySignal<T>(
  ctx: SignalContext,
  wanted: () => boolean,
  pick: (parts: SignalLazyParts) => SignalFactory<T>,
  initial: T,
): Signal<T> {
  let running: Signal<T> | undefined
  let stopped = false
  return {
    start() {
      if (!wanted()) return
      withLazy<SignalLazyParts>('start a signal', (parts) => {
        if (stopped) return
        running = pick(parts)(ctx)
        running.start()
      })
    },
    stop() {
      stopped = true
      running?.stop()
    },
    read: () => running?.read() ?? ok(initial),
  }
}
