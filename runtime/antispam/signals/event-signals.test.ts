import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clearBrowserState, signalContext } from '../../test-support/signal-context'
import { readLocal } from '../storage/local-entry'
import { botTokenIntake, TOKEN_EVENT } from './bot-token-intake'
import { firstKeyPress } from './first-key-press'
import { hasInputFocused } from './has-input-focused'
import { hasKeyUp } from './has-key-up'
import { hasScrolled } from './has-scrolled'
import { mouseMoved } from './mouse-moved'
import { pointerTrail, POINTER } from './pointer-trail'

beforeEach(() => {
  clearBrowserState()
  document.body.innerHTML = '<form><input id="name" name="name"></form><p id="text">x</p>'
})
afterEach(() => vi.useRealTimers())

const move = (x: number, y: number) =>
  document.dispatchEvent(new MouseEvent('mousemove', { clientX: x, clientY: y, bubbles: true }))

describe('ct_fkp_timestamp', () => {
  it('"0" at start, then the first keydown or mousedown in unix seconds, once', () => {
    vi.useFakeTimers({ now: 1719999999_000, toFake: ['Date'] })
    const ctx = signalContext()
    const s = firstKeyPress(ctx)
    s.start()
    expect(ctx.store.get('ct_fkp_timestamp')).toBe('0')
    vi.setSystemTime(1720000005_000)
    window.dispatchEvent(new MouseEvent('mousedown'))
    vi.setSystemTime(1720000010_000)
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }))
    expect(s.read()).toEqual({ state: 'ok', value: 1720000005 })
    expect(ctx.writes.filter((w) => 'ct_fkp_timestamp' in w)).toHaveLength(2)
  })
})

describe('ct_pointer_data', () => {
  it('samples every 150 ms, writes at most every 1200 ms, stops at 50 points', () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'performance'],
    })
    const ctx = signalContext()
    const s = pointerTrail(ctx)
    s.start()
    expect(ctx.store.get('ct_pointer_data')).toBe('0')
    // Moves every 50 ms: one in three becomes a point.
    for (let i = 0; i < 12; i++) {
      move(i, 100 + i)
      vi.advanceTimersByTime(50)
    }
    const first = s.read()
    expect(first.state === 'ok' && first.value.map((p) => p.slice(0, 2))).toEqual([
      [100, 0],
      [103, 3],
      [106, 6],
      [109, 9],
    ])
    expect(first.state === 'ok' && first.value.map((p) => p[2])).toEqual([0, 150, 300, 450])
    // Not written before 1200 ms have passed since the first point.
    expect(ctx.store.get('ct_pointer_data')).toBe('0')
    vi.advanceTimersByTime(POINTER.writeMs)
    expect(JSON.parse(ctx.store.get('ct_pointer_data') as string)).toHaveLength(4)
    for (let i = 0; i < 200; i++) {
      move(500, 500)
      vi.advanceTimersByTime(POINTER.sampleMs)
    }
    vi.advanceTimersByTime(POINTER.writeMs)
    const stored = JSON.parse(ctx.store.get('ct_pointer_data') as string) as number[][]
    expect(stored).toHaveLength(POINTER.maxPoints)
    const writes = ctx.writes.filter((w) => 'ct_pointer_data' in w).length
    move(1, 1)
    vi.advanceTimersByTime(5000)
    expect(ctx.writes.filter((w) => 'ct_pointer_data' in w)).toHaveLength(writes)
    s.stop()
  })

  it('stop removes the listener and the pending write', () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'performance'],
    })
    const ctx = signalContext()
    const s = pointerTrail(ctx)
    s.start()
    move(1, 2)
    s.stop()
    move(3, 4)
    vi.advanceTimersByTime(5000)
    expect(ctx.store.get('ct_pointer_data')).toBe('0')
  })
})

describe('behaviour flags', () => {
  // In mode none both writes land in localStorage; the last one stays, with the type the
  // original's no-cookie data carries: true for the pointer and scroll, "true" for the fields.
  it.each([
    ['ct_mouse_moved', mouseMoved, () => move(1, 1), true],
    ['ct_has_scrolled', hasScrolled, () => window.dispatchEvent(new Event('scroll')), true],
    [
      'ct_has_key_up',
      hasKeyUp,
      () => document.body.dispatchEvent(new KeyboardEvent('keyup', { bubbles: true })),
      'true',
    ],
    [
      'ct_has_input_focused',
      hasInputFocused,
      () =>
        document
          .getElementById('name')!
          .dispatchEvent(new FocusEvent('focusin', { bubbles: true })),
      'true',
    ],
  ] as const)(
    '%s: set on the first event, then the listener is gone',
    (name, factory, fire, kept) => {
      const ctx = signalContext()
      // The pointer trail runs in every page; ct_mouse_moved is read from its first sample.
      const trail = pointerTrail(ctx)
      trail.start()
      const s = factory(ctx)
      s.start()
      expect(s.read()).toEqual({ state: 'ok', value: false })
      fire()
      fire()
      expect(s.read()).toEqual({ state: 'ok', value: true })
      expect(ctx.store.get(name)).toBe(kept)
      expect(readLocal(localStorage, name)).toBe(kept)
      expect(ctx.writes.filter((w) => name in w)).toHaveLength(2)
      trail.stop()
    },
  )

  it('ct_has_scrolled: an element scrolling its own content (a text field typed past its width) is not the page scrolling', () => {
    const ctx = signalContext()
    const s = hasScrolled(ctx)
    s.start()
    document.getElementById('name')!.dispatchEvent(new Event('scroll'))
    expect(s.read()).toEqual({ state: 'ok', value: false })
    expect(ctx.store.get('ct_has_scrolled')).toBeUndefined()
    document.dispatchEvent(new Event('scroll', { bubbles: true }))
    expect(s.read()).toEqual({ state: 'ok', value: true })
    s.stop()
  })

  it('ct_mouse_moved stays false while the pointer does not move, and after stop', () => {
    const ctx = signalContext()
    const trail = pointerTrail(ctx)
    trail.start()
    const s = mouseMoved(ctx)
    s.start()
    window.dispatchEvent(new Event('scroll'))
    expect(s.read()).toEqual({ state: 'ok', value: false })
    s.stop()
    move(1, 1)
    expect(s.read()).toEqual({ state: 'ok', value: false })
    expect(ctx.store.get('ct_mouse_moved')).toBeUndefined()
    trail.stop()
  })

  it('ct_has_input_focused ignores focus on non-field elements', () => {
    const ctx = signalContext()
    const s = hasInputFocused(ctx)
    s.start()
    document.getElementById('text')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
    expect(s.read()).toEqual({ state: 'ok', value: false })
    s.stop()
  })
})

describe('bot-detector token intake', () => {
  const token = 'c'.repeat(64)

  it('stores ct_bot_detector_event_token once, from the window event', () => {
    const ctx = signalContext({ botDetectorEnabled: true })
    const s = botTokenIntake(ctx)
    s.start()
    window.dispatchEvent(new CustomEvent(TOKEN_EVENT, { detail: { eventToken: '' } }))
    expect(s.read()).toEqual({ state: 'ok', value: '' })
    window.dispatchEvent(new CustomEvent(TOKEN_EVENT, { detail: { eventToken: token } }))
    window.dispatchEvent(new CustomEvent(TOKEN_EVENT, { detail: { eventToken: 'd'.repeat(64) } }))
    expect(ctx.store.get('ct_bot_detector_event_token')).toBe(token)
    expect(ctx.writes.filter((w) => 'ct_bot_detector_event_token' in w)).toHaveLength(1)
  })

  it('takes a token already in the detector storage; does nothing with the detector off', () => {
    localStorage.setItem('bot_detector_event_token', JSON.stringify({ value: token, timestamp: 1 }))
    const on = signalContext({ botDetectorEnabled: true })
    botTokenIntake(on).start()
    expect(on.store.get('ct_bot_detector_event_token')).toBe(token)
    const off = signalContext({ botDetectorEnabled: false })
    botTokenIntake(off).start()
    window.dispatchEvent(new CustomEvent(TOKEN_EVENT, { detail: { eventToken: token } }))
    expect(off.writes).toEqual([])
  })
})
