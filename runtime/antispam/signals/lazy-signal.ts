import type { LazyParts } from '../lazy/lazy-parts'
import { withLazy } from '../lazy/load-lazy'
import { ok, type Signal, type SignalContext, type SignalFactory } from './types'

/**
 * A signal whose code loads with dist/antispam-lazy.js, and only on the page loads where
 * `wanted` is true: until it has loaded (or when not wanted) it reads `initial`.
 */
export function lazySignal<T>(
  ctx: SignalContext,
  wanted: () => boolean,
  pick: (parts: LazyParts) => SignalFactory<T>,
  initial: T,
): Signal<T> {
  let running: Signal<T> | undefined
  let stopped = false
  return {
    start() {
      if (!wanted()) return
      withLazy('start a signal', (parts) => {
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
