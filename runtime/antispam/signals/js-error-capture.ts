// The JS-error capture itself: it ships in dist/antispam-lazy.js (see lazy/lazy-parts.ts);
// js-errors.ts is the main bundle's signal that loads it.
import { readLocal } from '../storage/local-entry'
import { listen, ok, type SignalFactory } from './types'

/** Share of page loads that capture JS errors (spec §8: about 1 in 100). */
export const JS_ERRORS_SAMPLE_RATE = 0.01
/** At most this many distinct errors are kept. */
export const JS_ERRORS_MAX = 10

/** One captured error of `ct_js_errors`. */
export interface JsError {
  err: string
  url: string
  line: number
}

/**
 * JS error capture (the code in dist/antispam-lazy.js, started by `jsErrors`): on about 1 page load in 100 (the injectable `random` decides), window
 * errors whose message mentions the plugin (`cleantalk`, `apbct` or the short brand
 * name) are saved to localStorage `ct_js_errors`, de-duplicated by message, at most 10.
 */
export const capturedJsErrors: SignalFactory<JsError[]> = ({ store, win, config, random }) => {
  let remove: (() => void) | undefined
  let errors: JsError[] = []
  const names = ['cleantalk', 'apbct', config.brandNameShort.toLowerCase()].filter(Boolean)
  return {
    start() {
      if (random() >= JS_ERRORS_SAMPLE_RATE) return
      remove = listen(win, 'error', (e) => {
        const { message, filename, lineno } = e as ErrorEvent
        if (typeof message !== 'string' || !names.some((n) => message.toLowerCase().includes(n)))
          return
        const kept = readLocal(win.localStorage, 'ct_js_errors')
        try {
          errors = typeof kept === 'string' ? (JSON.parse(kept) as JsError[]) : []
        } catch {
          errors = []
        }
        if (errors.some((x) => x.err === message) || errors.length >= JS_ERRORS_MAX) return
        errors.push({ err: message, url: filename ?? '', line: lineno ?? 0 })
        store.set({ ct_js_errors: JSON.stringify(errors) }, { where: 'local' })
      })
    },
    stop() {
      remove?.()
      remove = undefined
    },
    read: () => ok(errors.slice()),
  }
}
