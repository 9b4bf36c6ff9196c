/** A handler of one DOM event type; its exceptions never reach the page or the others. */
export type EventHandler = (event: Event) => void

interface Fan {
  /** Replaced, never mutated: a dispatch in progress iterates the list it started with. */
  list: readonly EventHandler[]
  readonly dispatch: (event: Event) => void
}

const hubs = new WeakMap<EventTarget, Map<string, Fan>>()
const OPTIONS = { capture: true, passive: true } as const

/**
 * Subscribes `handler` to `type` events at `target` (capturing, passive) and returns the
 * unsubscribe. Every subscriber of one target and type shares ONE DOM listener, added with
 * the first subscriber and removed with the last: each listener the browser calls is a
 * separate call into the page's script, with a fixed cost however little it does.
 */
export function on(target: EventTarget, type: string, handler: EventHandler): () => void {
  let fans = hubs.get(target)
  if (!fans) hubs.set(target, (fans = new Map()))
  let fan = fans.get(type)
  if (!fan) {
    const created: Fan = {
      list: [],
      dispatch(event) {
        for (const h of created.list) {
          try {
            h(event)
          } catch {
            // One subscriber's bug must never break the others or the page's own handlers.
          }
        }
      },
    }
    fans.set(type, (fan = created))
    target.addEventListener(type, fan.dispatch, OPTIONS)
  }
  const own = fan
  own.list = [...own.list, handler]
  return () => {
    const i = own.list.indexOf(handler)
    if (i < 0) return
    own.list = own.list.filter((_, j) => j !== i)
    if (own.list.length || fans.get(type) !== own) return
    fans.delete(type)
    target.removeEventListener(type, own.dispatch, OPTIONS)
  }
}
