import { JS_ERRORS_SAMPLE_RATE, type JsError } from './js-error-capture'
import { lazySignal } from './lazy-signal'
import type { SignalFactory } from './types'

/**
 * `ct_js_errors`: on about 1 page load in 100 (the injectable `random` decides), the
 * capture (js-error-capture.ts) loads and starts; other page loads run nothing.
 */
export const jsErrors: SignalFactory<JsError[]> = (ctx) => {
  const draw = ctx.random()
  // The capture draws again from the same number, so it agrees with this decision.
  const sampled = { ...ctx, random: () => draw }
  return lazySignal(
    sampled,
    () => draw < JS_ERRORS_SAMPLE_RATE,
    (p) => p.capturedJsErrors,
    [],
  )
}
