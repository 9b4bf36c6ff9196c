import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { BOOKINGPRESS_DELAY_MS, watchForceAltCookies } from './force-alt-cookies'
import type { SignalStore } from './signal-store'

const fakeStore = () => {
  const store = { forceAltCookies: vi.fn(), forcingAlt: false }
  return store as unknown as SignalStore & { forceAltCookies: ReturnType<typeof vi.fn> }
}
const pub = () => (window as unknown as { ctPublic?: Record<string, unknown> }).ctPublic

beforeEach(() => {
  ;(window as unknown as { ctPublic: object }).ctPublic = {}
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
})
afterEach(() => {
  vi.useRealTimers()
  document.body.innerHTML = ''
})

describe('force_alt_cookies', () => {
  it('the Jetpack comments iframe forces alternative cookies at once', () => {
    document.body.innerHTML = '<iframe name="jetpack_remote_comment"></iframe>'
    const store = fakeStore()
    watchForceAltCookies(window, store)
    expect(store.forceAltCookies).toHaveBeenCalledTimes(1)
    expect(pub()?.force_alt_cookies).toBe(true)
  })

  it.each([
    '<main id="bookingpress_booking_form_1"></main>',
    '<div class="bpa-frontend-main-container"></div>',
  ])('a BookingPress form (%s) forces them 1 s later', (html) => {
    const store = fakeStore()
    watchForceAltCookies(window, store)
    document.body.innerHTML = html
    vi.advanceTimersByTime(BOOKINGPRESS_DELAY_MS - 1)
    expect(store.forceAltCookies).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(store.forceAltCookies).toHaveBeenCalledTimes(1)
  })

  it('a plain page does not force them; teardown cancels the delayed check', () => {
    const store = fakeStore()
    const stop = watchForceAltCookies(window, store)
    stop()
    document.body.innerHTML = '<div class="bpa-frontend-main-container"></div>'
    vi.advanceTimersByTime(BOOKINGPRESS_DELAY_MS * 2)
    expect(store.forceAltCookies).not.toHaveBeenCalled()
    expect(pub()?.force_alt_cookies).toBeUndefined()
  })
})
