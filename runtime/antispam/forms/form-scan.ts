/** Delay between ready and the first form scan (spec §9). */
export const FIRST_SCAN_DELAY = 1000
/** Mutations are batched into one scan at most this long after the first of them. */
export const MUTATION_BATCH_DELAY = 200

function addsOrRemovesElements(records: MutationRecord[], ours: (node: Node) => boolean): boolean {
  for (const r of records) {
    for (const n of r.addedNodes) if (n.nodeType === 1 && !ours(n)) return true
    for (const n of r.removedNodes) if (n.nodeType === 1 && !ours(n)) return true
  }
  return false
}

/**
 * Calls `scan` 1000 ms after the document is ready, then once per batch of DOM changes
 * (a MutationObserver, no polling), so forms added later are processed within 200 ms.
 * Nodes for which `ours` is true (the runtime's own hidden fields) never trigger a scan.
 */
export function startFormScanner(
  win: Window,
  scan: () => void,
  ours: (node: Node) => boolean,
): () => void {
  const doc = win.document
  let timer: ReturnType<typeof setTimeout> | undefined
  let observer: MutationObserver | undefined
  let stopped = false
  const run = () => {
    timer = undefined
    if (stopped) return
    try {
      scan()
    } catch (error) {
      console.error('[bramble] Failed to process the forms of the page:', error)
    }
  }
  const begin = () => {
    timer = setTimeout(() => {
      run()
      const Observer = (win as unknown as { MutationObserver?: typeof MutationObserver })
        .MutationObserver
      if (stopped || typeof Observer !== 'function') return
      observer = new Observer((records) => {
        if (timer === undefined && addsOrRemovesElements(records, ours))
          timer = setTimeout(run, MUTATION_BATCH_DELAY)
      })
      observer.observe(doc.documentElement, { childList: true, subtree: true })
    }, FIRST_SCAN_DELAY)
  }
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', begin, { once: true })
  else begin()
  return () => {
    stopped = true
    doc.removeEventListener('DOMContentLoaded', begin)
    clearTimeout(timer)
    observer?.disconnect()
  }
}
