interface JQueryOn {
  (target: unknown): { on(e: string, h: () => void): void; off(e: string, h: () => void): void }
}

/**
 * Calls `fn` on Gravity Forms' `gform_page_loaded` (a jQuery event: native listeners never
 * see it), when the page has jQuery. Call it once the page is parsed (the form watch starts
 * after the first form scan). `fn` must not throw. Returns the teardown.
 */
export function onGformPageLoaded(win: Window, fn: () => void): () => void {
  const $ = (win as unknown as { jQuery?: JQueryOn }).jQuery
  if (typeof $ !== 'function') return () => undefined
  const bound = $(win.document)
  bound.on('gform_page_loaded', fn)
  return () => bound.off('gform_page_loaded', fn)
}
