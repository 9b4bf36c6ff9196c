import { afterReady } from '../events/lifecycle'
import { watchForms } from './form-watch'
import { pendingScan } from '../events/pending-scan'
import { bramble } from '../../core/message'

/** Delay between ready and the first form scan (spec §9). */
export const FIRST_SCAN_DELAY = 1000

/**
 * Calls `scan` 1000 ms after the document is ready (spec §9), whether or not the visitor
 * touched the page: most visitors who never do are bots, and the server must learn from
 * their forms what the original's scan gives it. Then once per batch of DOM changes that add
 * or remove forms (`form-watch.ts`, in the main bundle: a chunk of its own cost the page
 * more script-insertion and evaluation work than its kilobyte of code).
 *
 * A form sent before 1000 ms (a script's instant submit) runs the scan first: its submit
 * event (the submit record looks for the form's input, `findVisibleFieldsInput`),
 * `form.submit()` (the prototype's method is wrapped until the first scan) and the request
 * hooks reading the input. The scan reads every field's style in one pass before it writes
 * (process-forms.ts); in its own timer task the page's style is normally clean, so the read
 * forces no recalculation. Nodes for which `ours` is true (the runtime's own hidden fields)
 * never trigger a scan.
 */
export function startFormScanner(
  win: Window,
  scan: () => void,
  ours: (node: Node) => boolean,
): () => void {
  const proto = (win as unknown as { HTMLFormElement: typeof HTMLFormElement }).HTMLFormElement
    .prototype
  const submit = proto.submit
  let unwatch: (() => void) | undefined
  let stopped = false
  let started = false
  const run = () => {
    if (stopped) return
    try {
      scan()
    } catch (error) {
      console.error(bramble('Failed to process the forms of the page:'), error)
    }
  }
  const disarm = () => {
    pendingScan.run = undefined
    if (proto.submit === wrapped) proto.submit = submit
  }
  function wrapped(this: HTMLFormElement) {
    first()
    return submit.call(this)
  }
  function first() {
    if (started || stopped) return
    started = true
    disarm()
    run()
    unwatch = watchForms(win, run, ours)
  }
  // The backstops until the first scan: a form sent before 1000 ms still carries what the
  // scan gives it.
  pendingScan.run = first
  proto.submit = wrapped
  const cancelFirst = afterReady(win, FIRST_SCAN_DELAY, first)
  return () => {
    stopped = true
    cancelFirst()
    disarm()
    unwatch?.()
  }
}
