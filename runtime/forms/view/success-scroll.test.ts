import { afterEach, describe, expect, it, vi } from 'vitest'
import { sendAnalytics } from '../logic/analytics'
import { scrollIntoViewSmoothly } from './scroll'

afterEach(() => {
  vi.restoreAllMocks()
})

/** Runs the animation frames by hand with a clock the test moves. */
function frames() {
  let now = 1000
  const queue: FrameRequestCallback[] = []
  vi.spyOn(performance, 'now').mockImplementation(() => now)
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => {
    queue.push(cb)
    return queue.length
  })
  return {
    /** Moves the clock to `at` ms after the start and runs the pending frame. */
    runAt(at: number) {
      now = 1000 + at
      queue.shift()?.(now)
    },
    pending: () => queue.length,
  }
}

function message(top: number, height = 40): HTMLElement {
  const el = document.createElement('div')
  el.getBoundingClientRect = () => ({ top, bottom: top + height }) as DOMRect
  return el
}

/** The page scrolled to `y`; returns the positions it is then scrolled to, in order. */
function scrollsFrom(y: number): number[] {
  vi.spyOn(window, 'scrollY', 'get').mockReturnValue(y)
  const scrolled: number[] = []
  vi.spyOn(window, 'scrollTo').mockImplementation(((_x: number, to: number) => {
    scrolled.push(to)
  }) as unknown as typeof window.scrollTo)
  return scrolled
}

describe('success message scroll (spec §9: 50 px offset over 300 ms)', () => {
  it('ends with the message 50 px below the viewport top, 300 ms after it starts', () => {
    const f = frames()
    const scrolled = scrollsFrom(200)
    // The message is 1,500 px below the viewport top: the target is 200 + 1500 - 50.
    scrollIntoViewSmoothly(message(1500), 50, 300)
    f.runAt(0)
    f.runAt(150)
    expect(scrolled[1]).toBeGreaterThan(200)
    expect(scrolled[1]).toBeLessThan(1650)
    expect(f.pending()).toBe(1)
    f.runAt(300)
    expect(scrolled.at(-1)).toBe(1650)
    // Done: no more frames after 300 ms.
    expect(f.pending()).toBe(0)
  })

  it('scrolls up to a message above the viewport, never past the page top', () => {
    const f = frames()
    const scrolled = scrollsFrom(30)
    scrollIntoViewSmoothly(message(-20), 50, 300)
    f.runAt(300)
    expect(scrolled.at(-1)).toBe(0)
  })

  it('leaves the page where it is when the message is already in view', () => {
    const f = frames()
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
    scrollIntoViewSmoothly(message(100), 50, 300)
    expect(f.pending()).toBe(0)
    expect(scrollTo).not.toHaveBeenCalled()
  })
})

describe('analytics events (spec §7, §8)', () => {
  const params = { event_category: 'form_submit', event_label: 'ninja_forms_submit', form_id: '3' }

  it('pushes a GTM event onto dataLayer', () => {
    const dataLayer: unknown[] = [{ earlier: true }]
    sendAnalytics([{ eventName: 'lead', methodType: 'gtm' }], '3', { dataLayer })
    expect(dataLayer).toEqual([{ earlier: true }, { event: 'lead', ...params }])
  })

  it('only warns for an unnamed event or an absent library, and sends the others', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const gtag = vi.fn()
    sendAnalytics(
      [
        { eventName: '', methodType: 'ga4' },
        { eventName: 'signup', methodType: 'gtm' },
        { eventName: 'lead', methodType: 'ga4' },
      ],
      '3',
      { gtag },
    )
    expect(warn.mock.calls.map((c) => c[0])).toEqual([
      '[bramble] An analytics action has no event name; nothing was sent.',
      '[bramble] Analytics event "signup" not sent: dataLayer is not on the page.',
    ])
    expect(gtag).toHaveBeenCalledWith('event', 'lead', params)
    warn.mockClear()
    expect(() =>
      sendAnalytics([{ eventName: 'lead', methodType: 'ga4' }], '3', { dataLayer: [] }),
    ).not.toThrow()
    expect(warn.mock.calls.map((c) => c[0])).toEqual([
      '[bramble] Analytics event "lead" not sent: gtag is not on the page.',
    ])
  })
})
