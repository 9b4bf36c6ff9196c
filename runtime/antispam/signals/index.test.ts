import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clearBrowserState, signalContext } from '../../test-support/signal-context'
import { writeLocal } from '../storage/local-entry'
import { ALT_BATCH_MS } from '../storage/signal-store'
import { signals, startSignals } from './index'
import { screenInfo } from './screen-info'

beforeEach(clearBrowserState)
afterEach(() => vi.restoreAllMocks())

/** Tracks listeners added and removed on the window and the document. */
function trackListeners() {
  const live = new Map<string, number>()
  const key = (t: EventTarget, type: string) => `${t === window ? 'window' : 'document'}:${type}`
  for (const target of [window, document] as EventTarget[]) {
    const add = target.addEventListener.bind(target)
    const remove = target.removeEventListener.bind(target)
    vi.spyOn(target, 'addEventListener').mockImplementation((type, fn, opts) => {
      if (typeof opts === 'object' && opts?.passive !== true && !opts.once)
        throw new Error(`listener ${type} is not passive`)
      live.set(key(target, type), (live.get(key(target, type)) ?? 0) + 1)
      add(type, fn, opts)
    })
    vi.spyOn(target, 'removeEventListener').mockImplementation((type, fn, opts) => {
      live.set(key(target, type), (live.get(key(target, type)) ?? 0) - 1)
      remove(type, fn, opts)
    })
  }
  return () => [...live].filter(([, n]) => n > 0).map(([k]) => k)
}

describe('startSignals', () => {
  it('starts every registered signal; stop removes every listener and timer', () => {
    vi.useFakeTimers({
      toFake: [
        'setTimeout',
        'clearTimeout',
        'setInterval',
        'clearInterval',
        'requestAnimationFrame',
        'cancelAnimationFrame',
      ],
    })
    try {
      const live = trackListeners()
      // Everything on: the detector, its log, the anti-crawler, and a JS-error-sampled page
      // load; first for a returning visitor the detector left no token (the runtime gathers
      // everything itself), then with the detector's token (the anti-crawler's cookie).
      writeLocal(localStorage, 'apbct_existing_visitor', 1)
      for (const withToken of [false, true]) {
        if (withToken)
          localStorage.setItem(
            'bot_detector_event_token',
            JSON.stringify({ value: 'ab'.repeat(32) }),
          )
        const ctx = signalContext(
          { botDetectorEnabled: true, frontendDataLogEnabled: true, antiCrawler: true },
          () => 0.001,
        )
        const running = startSignals(ctx)
        const payload = running.read()
        expect(Object.keys(payload)).toEqual(Object.keys(signals))
        expect(payload.psTimestamp.state).toBe('ok')
        expect(payload.headless).toEqual({ state: 'ok', value: navigator.webdriver === true })
        if (withToken) expect(vi.getTimerCount()).toBeGreaterThan(0)
        else expect(live().length).toBeGreaterThan(8)
        running.stop()
        expect(live()).toEqual([])
        // Only the store's pending alt-sessions batch may still be due; it sends and ends.
        vi.advanceTimersByTime(ALT_BATCH_MS)
        expect(vi.getTimerCount()).toBe(0)
        expect(live()).toEqual([])
      }
    } finally {
      vi.useRealTimers()
    }
  })

  it('marks the visitor as returning after every other start-up signal has run', () => {
    const ctx = signalContext()
    const order: string[] = []
    const set = ctx.store.set.bind(ctx.store)
    vi.spyOn(ctx.store, 'set').mockImplementation((values, options) => {
      order.push(...Object.keys(values))
      set(values, options)
    })
    const running = startSignals(ctx)
    expect(order.at(-1)).toBe('apbct_existing_visitor')
    expect(order).toContain('ct_ps_timestamp')
    running.stop()
  })

  // The server computes the submit time with the detector on only when this is true, and
  // the original sets it only when it falls back to its own gathering: it was always true.
  it('ct_gathering_loaded: with the detector on, only for a returning visitor without a token', () => {
    const load = (config: Parameters<typeof signalContext>[0]) => {
      const ctx = signalContext(config)
      const running = startSignals(ctx)
      running.stop()
      const wrote = ctx.writes.find((w) => 'ct_gathering_loaded' in w)
      return [running.read().gatheringLoaded, wrote?.ct_gathering_loaded]
    }
    const written = { state: 'ok', value: true }
    const not = { state: 'ok', value: false }
    expect(load({ botDetectorEnabled: false })).toEqual([not, undefined])
    expect(load({ botDetectorEnabled: false })).toEqual([not, undefined])
    localStorage.clear()
    expect(load({ botDetectorEnabled: true })).toEqual([not, undefined])
    expect(load({ botDetectorEnabled: true })).toEqual([written, true])
    localStorage.setItem('bot_detector_event_token', JSON.stringify({ value: 'ab'.repeat(32) }))
    expect(load({ botDetectorEnabled: true })).toEqual([not, undefined])
  })

  // With the detector on, the original's bundle has no gathering code: it writes its start-up
  // values and attaches no pointer, key, scroll, focus or typing listener (issue 19 point 3).
  it('detector on: writes only what the original writes, with no behaviour listeners', () => {
    const live = trackListeners()
    const ctx = signalContext({ botDetectorEnabled: true })
    const running = startSignals(ctx)
    const written = new Set(ctx.writes.flatMap((w) => Object.keys(w)))
    expect([...written].sort()).toEqual(
      [
        'apbct_existing_visitor',
        'apbct_headless',
        'apbct_visible_fields',
        'ct_checkjs',
        'ct_fkp_timestamp',
        'ct_pointer_data',
        'ct_ps_timestamp',
        'ct_screen_info',
        'ct_timezone',
      ].sort(),
    )
    const values = Object.assign({}, ...ctx.writes) as Record<string, unknown>
    expect(values).toMatchObject({
      ct_fkp_timestamp: '0',
      ct_pointer_data: '0',
      ct_screen_info: '',
    })
    const behaviour = /:(mousemove|mousedown|keydown|keyup|focusin|focusout|scroll|input|paste)$/
    expect(live().filter((l) => behaviour.test(l))).toEqual([])
    expect(running.read().pointerTrail.state).toBe('error')
    running.stop()
    // Returning without a token: the original falls back to its gathering, and so do we.
    const again = signalContext({ botDetectorEnabled: true })
    const fallback = startSignals(again)
    expect(live().filter((l) => behaviour.test(l)).length).toBeGreaterThan(3)
    expect(again.writes.some((w) => 'ct_mouse_moved' in w || 'ct_cookies_type' in w)).toBe(true)
    fallback.stop()
  })

  it('ct_checked_emails(_exist) "0" only with their email check on, as the original', () => {
    const keys = (config: Parameters<typeof signalContext>[0]) => {
      const ctx = signalContext(config)
      startSignals(ctx).stop()
      return ctx.writes.flatMap((w) => Object.keys(w)).filter((k) => k.startsWith('ct_checked'))
    }
    expect(keys({})).toEqual([])
    expect(keys({ emailCheckBeforePost: true })).toEqual(['ct_checked_emails'])
    expect(keys({ emailCheckExistPost: true })).toEqual(['ct_checked_emails_exist'])
  })

  it('a signal that throws on start reads as an error; the others run on', () => {
    const ctx = signalContext()
    vi.spyOn(ctx.win.navigator, 'webdriver', 'get').mockImplementation(() => {
      throw new Error('no navigator')
    })
    const running = startSignals(ctx)
    const payload = running.read()
    expect(payload.headless).toEqual({ state: 'error', error: 'no navigator' })
    expect(payload.timezone.state).toBe('ok')
    running.stop()
  })
})

describe('ct_screen_info', () => {
  it('measures once after load, in the first resize observation, as JSON of the four sizes', async () => {
    // happy-dom's ResizeObserver never calls back; a browser delivers the first observation
    // after the next layout.
    const observed: Element[] = []
    class FirstObservation {
      constructor(private readonly callback: () => void) {}
      observe(el: Element) {
        observed.push(el)
        setTimeout(() => this.callback(), 0)
      }
      disconnect() {}
    }
    vi.stubGlobal('ResizeObserver', FirstObservation)
    const ctx = signalContext()
    const s = screenInfo(ctx)
    s.start()
    expect(s.read().state).toBe('error')
    await new Promise((r) => setTimeout(r, 100))
    const read = s.read()
    expect(read.state).toBe('ok')
    const stored = JSON.parse(ctx.store.get('ct_screen_info') as string)
    expect(Object.keys(stored)).toEqual([
      'fullWidth',
      'fullHeight',
      'visibleWidth',
      'visibleHeight',
    ])
    expect(read.state === 'ok' && read.value).toEqual(stored)
    expect(observed).toEqual([document.documentElement])
    vi.unstubAllGlobals()
  })
})
