import { listen, ok, type Signal, type SignalContext, type SignalRead } from './types'

/** Subscribes a handler to what raises a flag; returns the unsubscribe. */
export type FlagSource = (handler: (event: Event) => void) => () => void

/** A flag source of DOM events of one type at the window or the document. */
export const eventSource =
  (win: Window, type: string, target: 'window' | 'document'): FlagSource =>
  (handler) =>
    listen(target === 'window' ? win : win.document, type, handler)

/**
 * A behaviour flag (`ct_mouse_moved`, `ct_has_scrolled`, `ct_has_input_focused`,
 * `ct_has_key_up`): the text "true" in the cookie mode and the boolean true in localStorage
 * on the first matching event, after which its subscription is removed. In mode none both
 * land in localStorage and the later write stays: the boolean for the pointer and scroll
 * flags, the text for the field flags (`textLast`), the types the original's no-cookie data
 * carries and the server passes on.
 */
export function flagSignal(
  { store }: SignalContext,
  name: string,
  source: FlagSource,
  accept: (event: Event) => boolean = () => true,
  textLast = false,
): Signal<boolean> {
  let seen = false
  let remove: (() => void) | undefined
  const stop = () => {
    remove?.()
    remove = undefined
  }
  return {
    start() {
      remove = source((event) => {
        if (!accept(event)) return
        seen = true
        stop()
        if (!textLast) store.set({ [name]: 'true' })
        store.set({ [name]: true }, { where: 'local' })
        if (textLast) store.set({ [name]: 'true' })
      })
    },
    stop,
    read: (): SignalRead<boolean> => ok(seen),
  }
}
