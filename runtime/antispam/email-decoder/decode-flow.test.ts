import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AntispamContext } from '../context/feature'
import type { AntispamUi, DecoderPopupState, DecoderSession } from '../chunks/ui-types'
import { runDecode } from './decode-flow'

const rows = [
  { is_allowed: true, comment: 'Allowed', encoded_email: 'E1', decoded_email: 'john@example.com' },
  { is_allowed: false, comment: '*** Forbidden ***', encoded_email: 'E2', decoded_email: '' },
]

function setup(reply: unknown) {
  const states: DecoderPopupState[] = []
  const ui = {
    showDecoderPopup: (s: DecoderPopupState) => states.push(s),
    hideDecoderPopup: vi.fn(),
  } as unknown as AntispamUi
  const set = vi.fn()
  const call = vi.fn(async () => ({ ok: true as const, data: reply, status: 200 }))
  const ctx = {
    config: { botDetectorEnabled: false },
    transport: { call, onReply: () => () => undefined },
    store: { set, get: () => undefined },
    win: window,
    warn: () => undefined,
  } as unknown as AntispamContext
  const session: DecoderSession = { busy: true, decoded: new WeakSet(), timers: new Set() }
  return { states, ui, set, call, ctx, session }
}

/** React is there at once (the UI chunk's own loader is tested in the browser). */
const noReact = () => Promise.resolve()

beforeEach(() => {
  vi.useFakeTimers()
  ;(window as unknown as { ctPublic: object }).ctPublic = { emailEncoderPassKey: 'k'.repeat(32) }
  document.body.innerHTML =
    '<span id="a" data-original-string="E1">jo**</span><span id="b" data-original-string="E2">ma**</span>'
})
afterEach(() => {
  vi.useRealTimers()
  delete (window as unknown as { ctPublic?: object }).ctPublic
})

describe('runDecode', () => {
  it('shows the clicked node’s address 3 s after the reply; no pass cookie when a row is blocked', async () => {
    const t = setup({ success: true, data: rows })
    await runDecode(t.ui, t.ctx, document.getElementById('a')!, t.session, noReact)
    expect(t.call).toHaveBeenCalledTimes(1)
    expect(t.states.map((s) => s.kind)).toEqual(['waiting'])
    vi.advanceTimersByTime(2999)
    expect(t.states).toHaveLength(1)
    vi.advanceTimersByTime(1)
    const result = t.states[1]!
    expect(result).toMatchObject({ kind: 'result', email: 'john@example.com' })
    expect(t.set).not.toHaveBeenCalled()
    // Got it fills only the allowed node, after 2 s.
    ;(result as Extract<DecoderPopupState, { kind: 'result' }>).onGotIt()
    expect(t.session.busy).toBe(false)
    vi.advanceTimersByTime(2000)
    expect(document.getElementById('a')!.childNodes[0]!.textContent).toBe('john@example.com')
    expect(document.getElementById('b')!.textContent).toBe('ma**')
  })

  it('sets the pass cookie when every row is allowed', async () => {
    const t = setup({ success: true, data: [rows[0]] })
    await runDecode(t.ui, t.ctx, document.getElementById('a')!, t.session, noReact)
    expect(t.set).toHaveBeenCalledWith({ apbct_email_encoder_passed: 'k'.repeat(32) })
  })

  it('a blocked clicked node shows the line, re-arms and hides after 3 s', async () => {
    const t = setup({ success: true, data: rows })
    await runDecode(t.ui, t.ctx, document.getElementById('b')!, t.session, noReact)
    expect(t.states[1]).toEqual({
      kind: 'error',
      text: 'CleanTalk email decoder: Blocked: *** Forbidden ***',
    })
    expect(t.session.busy).toBe(false)
    vi.advanceTimersByTime(3000)
    expect(t.ui.hideDecoderPopup).toHaveBeenCalledTimes(1)
  })

  it('sends the request before React has loaded, and shows the waiting state once it has', async () => {
    const t = setup({ success: true, data: rows })
    let reactLoaded!: () => void
    const react = new Promise<void>((resolve) => (reactLoaded = resolve))
    const run = runDecode(t.ui, t.ctx, document.getElementById('a')!, t.session, () => react)
    await Promise.resolve()
    expect(t.call).toHaveBeenCalledTimes(1)
    expect(t.states).toEqual([])
    reactLoaded()
    await run
    expect(t.states.map((s) => s.kind)).toEqual(['waiting'])
  })
})
