import { loadChunk } from '../../core/chunk-loader'
import { on } from '../events/event-hub'
import { afterReady } from '../events/lifecycle'
import { FORM_WATCH_CHUNK, type FormWatchChunk } from './form-watch-chunk'
import { pendingScan } from './visible-fields-input'

/** Delay between ready and the first form scan, at the earliest (spec §9). */
export const FIRST_SCAN_DELAY = 1000
/** A visitor's first input of any kind, anywhere on the page. */
const INPUTS = ['pointerdown', 'keydown', 'focusin', 'touchstart']

/**
 * Calls `scan` once the document has been ready 1000 ms AND the visitor has given the page
 * any input (pointer down, touch, key down or focus, anywhere): at 1000 ms when the input
 * came before, or when `eager()` says so then (the form checks, booking forms, JS-check
 * inputs: work that must be under way before the first input). Then once per batch of DOM
 * changes that add or remove forms (`antispam-form-watch.js`, fetched at the first scan).
 * Most page views never touch a form: their scan never runs (spec §9 says 1000 ms after
 * ready; docs/performance.md says why this waits). Whatever can send a form without such
 * input runs the pending scan first, from the start (also before 1000 ms): its submit event
 * (the submit record looks for the form's input, `findVisibleFieldsInput`), `form.submit()`
 * (wrapped while the scan is pending) and the request hooks reading the input. So every
 * sent form carries what a scan at 1000 ms gave it, and in mode none the no-cookie field. Nodes for which `ours` is true (the runtime's own hidden fields) never
 * trigger a scan.
 */
export function startFormScanner(
  win: Window,
  scan: () => void,
  ours: (node: Node) => boolean,
  eager: () => boolean = () => false,
): () => void {
  const doc = win.document
  const proto = (win as unknown as { HTMLFormElement: typeof HTMLFormElement }).HTMLFormElement
    .prototype
  const submit = proto.submit
  let unwatch: (() => void) | undefined
  let stopped = false
  let ready = false
  let touched = false
  let started = false
  const run = () => {
    if (stopped) return
    try {
      scan()
    } catch (error) {
      console.error('[bramble] Failed to process the forms of the page:', error)
    }
  }
  const unlisten = () => offs.forEach((off) => off())
  const disarm = () => {
    unlisten()
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
    const forms = doc.forms.length
    loadChunk<FormWatchChunk>(FORM_WATCH_CHUNK).then(
      (c) => stopped || (unwatch = c.watchForms(win, run, ours, forms)),
      console.error,
    )
  }
  // At the first input the listeners go (before 1000 ms, it makes the scan at 1000 ms due).
  function onInput() {
    if (ready) return first()
    touched = true
    unlisten()
  }
  // Through the page's shared listeners: with the detector off most of them exist already.
  const offs = INPUTS.map((type) => on(doc, type, onInput))
  // The backstops hold from the start: a form sent before 1000 ms (a script's instant
  // submit) still carries the no-cookie field, which the page had at ready before.
  pendingScan.run = first
  proto.submit = wrapped
  const cancelFirst = afterReady(win, FIRST_SCAN_DELAY, () => {
    ready = true
    if (touched || eager()) first()
  })
  return () => {
    stopped = true
    cancelFirst()
    disarm()
    unwatch?.()
  }
}
