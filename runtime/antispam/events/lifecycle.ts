import { on } from './event-hub'

/**
 * The page moments features wait for — the document parsed, a delay after that, the load
 * event — with ONE listener or timer per window however many features wait: every callback
 * the browser makes into the page's script has a fixed cost of its own.
 */

type Task = () => void

/**
 * `fn` once at the first `type` event of `target` fired for the document itself (a
 * listener shared through the hub, which captures: a window's capturing `load` listener also
 * sees every image and script that loads).
 */
function once(target: EventTarget, type: string, doc: Document, fn: Task): () => void {
  const off = on(target, type, (event) => {
    if (event.target !== doc) return
    off()
    fn()
  })
  return off
}

/**
 * Runs `fn` once the document is parsed (at once if it already is). Returns a function that
 * cancels a pending run.
 */
export function whenReady(win: Window, fn: Task): () => void {
  if (win.document.readyState !== 'loading') {
    fn()
    return () => undefined
  }
  return once(win.document, 'DOMContentLoaded', win.document, fn)
}

/** Runs `fn` at the window's load event, or at once when the page has already loaded. */
export function whenLoaded(win: Window, fn: Task): () => void {
  if (win.document.readyState === 'complete') {
    fn()
    return () => undefined
  }
  return once(win, 'load', win.document, fn)
}

const open = new WeakMap<Window, Map<number, Task[]>>()

/**
 * Runs `fn` `ms` after the document is parsed. Tasks registered with the same delay in one
 * turn of the event loop (the runtime's install) share one timer.
 */
export function afterReady(win: Window, ms: number, fn: Task): () => void {
  let batches = open.get(win)
  if (!batches) open.set(win, (batches = new Map()))
  let tasks = batches.get(ms)
  if (!tasks) {
    const own: Task[] = (tasks = [])
    const all = batches
    all.set(ms, own)
    // Later registrations start their own timer.
    queueMicrotask(() => all.get(ms) === own && all.delete(ms))
    whenReady(win, () =>
      win.setTimeout(() => {
        for (const task of own.splice(0))
          try {
            task()
          } catch {
            // One task's failure must not stop the others or reach the page.
          }
      }, ms),
    )
  }
  const own = tasks
  own.push(fn)
  return () => {
    const i = own.indexOf(fn)
    if (i >= 0) own.splice(i, 1)
  }
}
