import { bramble } from '../../core/message'

/** A value that can be patched: jQuery itself (a function with `fn.val`). */
function isJquery(value: unknown): boolean {
  return (
    typeof value === 'function' &&
    typeof (value as { fn?: { val?: unknown } }).fn?.val === 'function'
  )
}

/**
 * Notices a jQuery that arrives after boot, without polling: while the page has none,
 * `window.jQuery` is a configurable accessor. The first assignment of a jQuery (jQuery's own
 * `window.jQuery = window.$ = jQuery`, a `var jQuery = …`) turns it back into the plain data
 * property it would have been, holding that value, then calls `onArrive` — so
 * `jQuery.noConflict()`, `window.$` and later assignments behave as without us. Anything
 * else assigned is kept and read back unchanged while waiting goes on. Does nothing when
 * the property holds a value or cannot be redefined (a `var jQuery;` declared before us).
 * Returns the undo, which leaves whatever value was assigned.
 */
export function onJqueryArrival(win: Window, onArrive: () => void): () => void {
  const before = Object.getOwnPropertyDescriptor(win, 'jQuery')
  if (before && (!before.configurable || before.value !== undefined || before.get))
    return () => undefined
  let current: unknown
  let waiting = true
  const define = (d: PropertyDescriptor) =>
    Object.defineProperty(win, 'jQuery', { configurable: true, enumerable: true, ...d })
  const settle = (keep: boolean) => {
    waiting = false
    if (keep) define({ writable: true, value: current })
    else delete (win as unknown as Record<string, unknown>).jQuery
  }
  // Redefining a window property cannot fail in a browser; a host that forbids it just
  // keeps the other moments the patch is applied at.
  try {
    define({
      get: () => current,
      set(value: unknown) {
        current = value
        if (!isJquery(value)) return
        settle(true)
        try {
          onArrive()
        } catch (error) {
          console.error(bramble('Failed to hook a late jQuery:'), error)
        }
      },
    })
  } catch {
    return () => undefined
  }
  return () => {
    if (waiting) settle(!!before || current !== undefined)
  }
}
