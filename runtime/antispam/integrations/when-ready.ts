/**
 * Runs `fn` once the document is parsed (at once if it already is). Returns a function that
 * cancels a pending run.
 */
export function whenReady(win: Window, fn: () => void): () => void {
  const doc = win.document
  if (doc.readyState !== 'loading') {
    fn()
    return () => undefined
  }
  let cancelled = false
  const run = () => {
    if (!cancelled) fn()
  }
  doc.addEventListener('DOMContentLoaded', run, { once: true })
  return () => {
    cancelled = true
    doc.removeEventListener('DOMContentLoaded', run)
  }
}
