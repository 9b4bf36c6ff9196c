import { afterReady } from '../events/lifecycle'

/** Delay between ready and the first form scan (spec §9). */
export const FIRST_SCAN_DELAY = 1000
/** Mutations are batched into one scan at most this long after the first of them. */
export const MUTATION_BATCH_DELAY = 200

/** What a scan acts on: forms, and the booking forms of the token pusher. */
const WATCHED = 'form, .latepoint-form, .mec-booking-form-container, #login-form-popup'

function touchesForms(node: Node, ours: (node: Node) => boolean): boolean {
  if (node.nodeType !== 1 || ours(node)) return false
  const el = node as Element
  return el.matches(WATCHED) || el.querySelector(WATCHED) !== null
}

function changesForms(records: MutationRecord[], ours: (node: Node) => boolean): boolean {
  for (const r of records) {
    for (const n of r.addedNodes) if (touchesForms(n, ours)) return true
    for (const n of r.removedNodes) if (touchesForms(n, ours)) return true
  }
  return false
}

/**
 * Calls `scan` 1000 ms after the document is ready, then once per batch of DOM changes that
 * add or remove forms (a MutationObserver, no polling), so forms added later are processed
 * within 200 ms and other page activity costs one selector match per added node.
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
  const cancelFirst = afterReady(win, FIRST_SCAN_DELAY, () => {
    run()
    const Observer = (win as unknown as { MutationObserver?: typeof MutationObserver })
      .MutationObserver
    if (stopped || typeof Observer !== 'function') return
    observer = new Observer((records) => {
      if (timer === undefined && changesForms(records, ours))
        timer = setTimeout(run, MUTATION_BATCH_DELAY)
    })
    observer.observe(doc.documentElement, { childList: true, subtree: true })
  })
  return () => {
    stopped = true
    cancelFirst()
    clearTimeout(timer)
    observer?.disconnect()
  }
}
