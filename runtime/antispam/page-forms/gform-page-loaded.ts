import { whenReady } from '../events/lifecycle'

interface JQueryOn {
  (target: unknown): { on(e: string, h: () => void): void; off(e: string, h: () => void): void }
}

/**
 * Calls `fn` on Gravity Forms' `gform_page_loaded` (a jQuery event: native listeners never
 * see it). Bound once the page is parsed, when jQuery is there.
 */
export function onGformPageLoaded(win: Window, fn: () => void): () => void {
  let bound: ReturnType<JQueryOn> | undefined
  const handler = () => {
    try {
      fn()
    } catch (error) {
      // The same line as every other failed no-cookie field update (one string to ship).
      console.error('[bramble] Failed to update the no-cookie field:', error)
    }
  }
  const bind = () => {
    const $ = (win as unknown as { jQuery?: JQueryOn }).jQuery
    if (typeof $ !== 'function' || bound) return
    bound = $(win.document)
    bound.on('gform_page_loaded', handler)
  }
  const cancel = whenReady(win, bind)
  return () => {
    cancel()
    bound?.off('gform_page_loaded', handler)
  }
}
