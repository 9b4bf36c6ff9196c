import { afterReady, whenReady } from '../events/lifecycle'
import type { SignalStore } from './signal-store'

/** Delay of the BookingPress check (contract a). */
export const BOOKINGPRESS_DELAY_MS = 1000

const JETPACK = 'iframe[name="jetpack_remote_comment"]'
const BOOKINGPRESS = 'main[id^="bookingpress_booking_form"], .bpa-frontend-main-container'

/**
 * `force_alt_cookies` (contract a): the Jetpack comments iframe (checked once the document
 * is parsed) or, 1 s later, a BookingPress form makes native writes also go to
 * alt-sessions. The flag is mirrored on `ctPublic` for other scripts. Returns the teardown.
 */
export function watchForceAltCookies(win: Window, store: SignalStore): () => void {
  const doc = win.document
  const force = () => {
    store.forceAltCookies()
    const pub = (win as unknown as { ctPublic?: Record<string, unknown> }).ctPublic
    if (pub && typeof pub === 'object') pub.force_alt_cookies = true
  }
  const cancels = [
    whenReady(win, () => doc.querySelector(JETPACK) && force()),
    afterReady(win, BOOKINGPRESS_DELAY_MS, () => doc.querySelector(BOOKINGPRESS) && force()),
  ]
  return () => cancels.forEach((cancel) => cancel())
}
