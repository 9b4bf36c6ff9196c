import { onGformPageLoaded } from './gform-page-loaded'

/** Mutations are batched into one scan at most this long after the first of them. */
export const MUTATION_BATCH_DELAY = 200

/** What a scan acts on: forms, and the booking forms of the token pusher. */
export const WATCHED = 'form, .latepoint-form, .mec-booking-form-container, #login-form-popup'

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
 * Calls `scan` once per batch of DOM changes that add or remove forms (a MutationObserver,
 * no polling), so forms added after the first scan are processed within 200 ms and other
 * page activity costs one selector match per added node. It starts in the first scan's own
 * task, so no change can fall between the two. Also a scan at each page of a multi-page Gravity Form
 * (its content is replaced, the no-cookie field with it; gform-page-loaded.ts). Nodes for
 * which `ours` is true never trigger a scan. Returns the teardown.
 */
export function watchForms(
  win: Window,
  scan: () => void,
  ours: (node: Node) => boolean,
): () => void {
  const doc = win.document
  let timer: ReturnType<typeof setTimeout> | undefined
  const run = () => {
    timer = undefined
    scan()
  }
  const Observer = (win as unknown as { MutationObserver?: typeof MutationObserver })
    .MutationObserver
  const observer =
    typeof Observer === 'function'
      ? new Observer((records) => {
          if (timer === undefined && changesForms(records, ours))
            timer = setTimeout(run, MUTATION_BATCH_DELAY)
        })
      : undefined
  observer?.observe(doc.documentElement, { childList: true, subtree: true })
  const stopGform = onGformPageLoaded(win, scan)
  return () => {
    clearTimeout(timer)
    observer?.disconnect()
    stopGform()
  }
}
