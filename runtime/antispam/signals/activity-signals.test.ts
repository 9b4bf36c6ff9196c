import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clearBrowserState, signalContext } from '../../test-support/signal-context'
import { readLocal } from '../storage/local-entry'
import { DETECTOR_LOG, polledDetectorLog as detectorLog, logEventTypes } from './detector-log-poll'
import { capturedJsErrors as jsErrors } from './js-error-capture'
import {
  blankTypingRecord,
  recordInput,
  typing,
  TYPING_PUBLISH_MS,
  type TypingRecord,
} from './typing'

beforeEach(() => {
  clearBrowserState()
  document.body.innerHTML =
    '<form id="f"><textarea name="comment" id="c"></textarea><input name="author" id="a"></form><p id="out">text</p>'
})
afterEach(() => vi.useRealTimers())

const input = (el: Element, inputType?: string) =>
  el.dispatchEvent(
    inputType === undefined
      ? new Event('input', { bubbles: true })
      : new InputEvent('input', { bubbles: true, inputType }),
  )

describe('typing data', () => {
  it('recordInput: counts typed inputs, first/last times, last delta and rhythm irregularity', () => {
    const r = blankTypingRecord()
    for (const at of [1000, 1100, 1250, 1350]) recordInput(r, 'insertText', at)
    recordInput(r, 'insertFromPaste', 1400)
    expect(r).toEqual({
      isAutoFill: false,
      isUseBuffer: true,
      // deltas 100, 150, 100 → |150-100| + |100-150|
      speedDelta: 100,
      firstKeyTimestamp: 1000,
      lastKeyTimestamp: 1350,
      lastDelta: 100,
      countOfKey: 4,
    })
    recordInput(r, undefined, 1500)
    expect(r.isAutoFill).toBe(true)
    expect(r.countOfKey).toBe(4)
  })

  it('records comment fields only, and publishes typo at most every 1000 ms while typing', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const ctx = signalContext()
    const s = typing(ctx)
    s.start()
    const comment = document.getElementById('c')!
    input(document.getElementById('a')!, 'insertText')
    for (let i = 0; i < 3; i++) {
      input(comment, 'insertText')
      vi.advanceTimersByTime(100)
    }
    comment.dispatchEvent(new Event('paste', { bubbles: true }))
    // Published at start: the blank record of the comment field (the original's start-up);
    // the typing waits for the throttle.
    expect(JSON.parse(ctx.store.get('typo') as string)).toEqual([blankTypingRecord()])
    vi.advanceTimersByTime(TYPING_PUBLISH_MS - 300)
    const typo = JSON.parse(ctx.store.get('typo') as string) as TypingRecord[]
    expect(typo).toHaveLength(1)
    expect(typo[0]).toMatchObject({
      countOfKey: 3,
      lastDelta: 100,
      speedDelta: 0,
      isUseBuffer: true,
    })
    expect(localStorage.getItem('typo')).toBeNull()
    s.stop()
  })

  it('publishes at once when the field loses focus', () => {
    const ctx = signalContext()
    typing(ctx).start()
    const comment = document.getElementById('c')!
    input(comment, 'insertText')
    comment.dispatchEvent(new FocusEvent('focusout', { bubbles: true }))
    expect(JSON.parse(ctx.store.get('typo') as string)[0].countOfKey).toBe(1)
  })
})

describe('detector log polling', () => {
  const log = (...types: string[]) =>
    localStorage.setItem(
      DETECTOR_LOG.key,
      JSON.stringify(types.map((t) => ({ frontend_data: { js_event: t } }))),
    )

  it('reads js_event types from a list, one record, or the JSON wrapper', () => {
    expect(logEventTypes('[{"frontend_data":{"js_event":"click"}}]')).toEqual(['click'])
    expect(logEventTypes('{"frontend_data":{"js_event":["a",{"type":"b"}]}}')).toEqual(['a', 'b'])
    expect(
      logEventTypes(JSON.stringify({ value: '{"frontend_data":{"js_event":"x"}}', timestamp: 1 })),
    ).toEqual(['x'])
    expect(logEventTypes('garbage')).toEqual([])
  })

  it('polls every 1000 ms after 1000 ms; new types send forced alt-sessions with empty pairs', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] })
    const ctx = signalContext({ botDetectorEnabled: true, frontendDataLogEnabled: true })
    ctx.store.set({ ct_ps_timestamp: 1719999999 })
    const s = detectorLog(ctx)
    s.start()
    log('load')
    vi.advanceTimersByTime(999)
    expect(ctx.calls).toHaveLength(0)
    vi.advanceTimersByTime(1)
    expect(ctx.calls).toHaveLength(1)
    // Empty pairs in gathering mode are the client-data object (contract c.2): the server
    // gets the log and the signals, forced. (Only the force flag was sent before.)
    expect(JSON.parse(ctx.calls[0]!.fields!.cookies as string)).toMatchObject({
      ct_ps_timestamp: 1719999999,
      ct_bot_detector_frontend_data_log: [{ frontend_data: { js_event: 'load' } }],
      apbct_force_alt_cookies: true,
    })
    expect(ctx.calls[0]!.route).toBe('alt_sessions')
    vi.advanceTimersByTime(3000)
    expect(ctx.calls).toHaveLength(1)
    // The runtime's own wrapper is read through its value.
    localStorage.setItem(
      DETECTOR_LOG.key,
      JSON.stringify({
        value: JSON.stringify([{ frontend_data: { js_event: ['load', 'click'] } }]),
        timestamp: Math.floor(Date.now() / 1000),
      }),
    )
    vi.advanceTimersByTime(1000)
    expect(ctx.calls).toHaveLength(2)
    expect(JSON.parse(ctx.calls[1]!.fields!.cookies as string)).toMatchObject({
      ct_bot_detector_frontend_data_log: [{ frontend_data: { js_event: ['load', 'click'] } }],
    })
    s.stop()
    log('load', 'click', 'scroll')
    vi.advanceTimersByTime(5000)
    expect(ctx.calls).toHaveLength(2)
  })

  it('does not poll unless the detector and the log setting are both on', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval'] })
    const ctx = signalContext({ botDetectorEnabled: true, frontendDataLogEnabled: false })
    detectorLog(ctx).start()
    log('load')
    vi.advanceTimersByTime(5000)
    expect(ctx.calls).toHaveLength(0)
  })
})

describe('JS error capture', () => {
  const fire = (message: string) =>
    window.dispatchEvent(
      new ErrorEvent('error', { message, filename: 'https://x.test/a.js', lineno: 7 }),
    )

  it('on a sampled page load keeps plugin-related messages, de-duplicated by message', () => {
    const ctx = signalContext({}, () => 0.005)
    const s = jsErrors(ctx)
    s.start()
    fire('Uncaught TypeError: apbctLocalStorage is undefined')
    fire('Uncaught TypeError: apbctLocalStorage is undefined')
    fire('Script error in some other widget')
    fire('CleanTalk: oops')
    const stored = JSON.parse(readLocal(localStorage, 'ct_js_errors') as string)
    expect(stored).toEqual([
      {
        err: 'Uncaught TypeError: apbctLocalStorage is undefined',
        url: 'https://x.test/a.js',
        line: 7,
      },
      { err: 'CleanTalk: oops', url: 'https://x.test/a.js', line: 7 },
    ])
    s.stop()
  })

  it('on the other 99 in 100 page loads listens to nothing', () => {
    const ctx = signalContext({}, () => 0.01)
    jsErrors(ctx).start()
    fire('apbct failure')
    expect(localStorage.getItem('ct_js_errors')).toBeNull()
  })
})
