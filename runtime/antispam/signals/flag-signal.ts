import { listen, ok, type Signal, type SignalContext, type SignalRead } from './types'

/**
 * A behaviour flag (`ct_mouse_moved`, `ct_has_scrolled`, `ct_has_input_focused`,
 * `ct_has_key_up`): "true" in the cookie mode and in localStorage on the first matching
 * event, after which its listener is removed.
 */
export function flagSignal(
  { store, win }: SignalContext,
  name: string,
  type: string,
  target: 'window' | 'document',
  accept: (event: Event) => boolean = () => true,
): Signal<boolean> {
  let seen = false
  let remove: (() => void) | undefined
  const stop = () => {
    remove?.()
    remove = undefined
  }
  return {
    start() {
      remove = listen(target === 'window' ? win : win.document, type, (event) => {
        if (!accept(event)) return
        seen = true
        stop()
        store.set({ [name]: 'true' })
        store.set({ [name]: 'true' }, { where: 'local' })
      })
    },
    stop,
    read: (): SignalRead<boolean> => ok(seen),
  }
}
