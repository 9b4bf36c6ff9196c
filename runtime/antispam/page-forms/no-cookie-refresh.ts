import type { SignalStore } from '../storage/signal-store'
import type { NoCookieFields } from './no-cookie-field'
import { bramble } from '../../core/message'

/** Writes within this time rebuild the no-cookie field once (the pointer trail's period). */
export const NO_COOKIE_REFRESH_MS = 1200

/**
 * Rebuilds the no-cookie field after the store's writes (contract d), once per
 * `NO_COOKIE_REFRESH_MS` however many writes a burst of events makes, and at once when a
 * form is submitted with a rebuild pending, so a submission always carries the latest
 * data. Returns the teardown.
 */
export function refreshCoalesced(
  win: Window,
  store: SignalStore,
  fields: NoCookieFields,
): () => void {
  let timer: number | undefined
  const refresh = () => {
    win.clearTimeout(timer)
    timer = undefined
    try {
      fields.refresh()
    } catch (error) {
      console.error(bramble('Failed to update the no-cookie field:'), error)
    }
  }
  const stopChanges = store.onChange(() => {
    timer ??= win.setTimeout(refresh, NO_COOKIE_REFRESH_MS)
  })
  // Capture: runs before the page's own submit handlers read the form.
  const onSubmit = () => timer !== undefined && refresh()
  win.document.addEventListener('submit', onSubmit, true)
  return () => {
    stopChanges()
    win.document.removeEventListener('submit', onSubmit, true)
    win.clearTimeout(timer)
  }
}
