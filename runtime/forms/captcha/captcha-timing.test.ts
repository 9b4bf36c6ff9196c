import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createRadio } from '../addon-api/radio'
import { formEnvFromGlobals } from '../logic/env'
import { createFormStore } from '../logic/form-store'
import type { FormDef } from '../page-data'
import type { FormContext } from '../view/form-context'
import { renderChallenge } from './challenge-widget'
import { startRecaptchaV3 } from './recaptcha-v3'
import { renderRecaptcha } from './recaptcha-widget'
import { startCaptchas } from './start-captchas'

type Globals = Record<string, unknown>
const globals = window as unknown as Globals

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  for (const name of ['grecaptcha', 'turnstile', 'hcaptcha']) delete globals[name]
})

function placeholder(data: Record<string, string>): HTMLElement {
  const el = document.createElement('div')
  Object.assign(el.dataset, data)
  return el
}

/** A fake `grecaptcha` recording executions (v2 widget ids, or v3 site key and action). */
function fakeGrecaptcha(execute: (...args: unknown[]) => unknown = () => 'token') {
  const calls: unknown[][] = []
  const g = {
    render: vi.fn(() => 7),
    execute: vi.fn((...args: unknown[]) => {
      calls.push(args)
      return execute(...args)
    }),
    reset: vi.fn(),
    ready: (fn: () => void) => fn(),
  }
  globals.grecaptcha = g
  return { g, calls }
}

describe('invisible reCAPTCHA (spec §4, §9)', () => {
  it('executes right after render, then every 110000 ms, until stopped', () => {
    const { calls } = fakeGrecaptcha()
    const widget = renderRecaptcha(window, placeholder({ size: 'invisible' }), () => {})!
    expect(calls).toEqual([[7]])
    vi.advanceTimersByTime(109_999)
    expect(calls).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(calls).toHaveLength(2)
    vi.advanceTimersByTime(110_000)
    expect(calls).toHaveLength(3)
    widget.stop()
    vi.advanceTimersByTime(330_000)
    expect(calls).toHaveLength(3)
  })

  it('logs the notice when an execution fails, and keeps trying on schedule', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {})
    const { calls } = fakeGrecaptcha(() => {
      throw new Error('no client')
    })
    renderRecaptcha(window, placeholder({ size: 'invisible' }), () => {})
    expect(log).toHaveBeenCalledWith('Notice: Error trying to execute grecaptcha.')
    vi.advanceTimersByTime(110_000)
    expect(calls).toHaveLength(2)
    expect(log).toHaveBeenCalledTimes(2)
  })

  it('never executes a checkbox widget on its own', () => {
    const { calls } = fakeGrecaptcha()
    renderRecaptcha(window, placeholder({ size: 'normal' }), () => {})
    vi.advanceTimersByTime(500_000)
    expect(calls).toEqual([])
  })
})

describe('reCAPTCHA v3 token (spec §7, §9)', () => {
  it('fetches a token for the action "register" at once and every 110000 ms, busy meanwhile', async () => {
    const { calls } = fakeGrecaptcha(() => Promise.resolve('tok'))
    const busy: boolean[] = []
    const tokens: string[] = []
    const v3 = startRecaptchaV3(window, 'site-key', {
      fetching: (b) => busy.push(b),
      token: (t) => tokens.push(t),
    })!
    expect(calls).toEqual([['site-key', { action: 'register' }]])
    expect(busy).toEqual([true])
    await vi.advanceTimersByTimeAsync(0)
    expect(busy).toEqual([true, false])
    expect(tokens).toEqual(['tok'])
    await vi.advanceTimersByTimeAsync(109_999)
    expect(calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(calls).toHaveLength(2)
    expect(busy).toEqual([true, false, true, false])
    v3.stop()
    await vi.advanceTimersByTimeAsync(220_000)
    expect(calls).toHaveLength(2)
  })
})

describe('Turnstile and hCaptcha render attempts (spec §9)', () => {
  it.each(['turnstile', 'hcaptcha'] as const)(
    '%s: tries 10 times 500 ms apart while the script is missing, then gives up',
    (name) => {
      let looks = 0
      Object.defineProperty(window, name, {
        configurable: true,
        get: () => {
          looks++
          return undefined
        },
      })
      renderChallenge(window, name, placeholder({ sitekey: 'k' }), () => {})
      expect(looks).toBe(1)
      vi.advanceTimersByTime(499)
      expect(looks).toBe(1)
      vi.advanceTimersByTime(1)
      expect(looks).toBe(2)
      vi.advanceTimersByTime(500 * 8)
      expect(looks).toBe(10)
      vi.advanceTimersByTime(60_000)
      expect(looks).toBe(10)
    },
  )

  it('renders on the attempt when the script has arrived', () => {
    const el = placeholder({ sitekey: 'k', theme: 'dark' })
    renderChallenge(window, 'turnstile', el, () => {})
    vi.advanceTimersByTime(1000)
    const render = vi.fn(() => 'w1')
    globals.turnstile = { render, reset: vi.fn() }
    vi.advanceTimersByTime(499)
    expect(render).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(render).toHaveBeenCalledTimes(1)
    expect(render).toHaveBeenCalledWith(
      el,
      expect.objectContaining({ sitekey: 'k', theme: 'dark' }),
    )
    vi.advanceTimersByTime(10_000)
    expect(render).toHaveBeenCalledTimes(1)
  })
})

describe('render delays (spec §9)', () => {
  const form = {
    id: '3',
    settings: {},
    fields: [
      { id: 5, key: 'captcha', type: 'recaptcha', order: 1, value: 'old' },
      { id: 6, key: 'submit', type: 'submit', order: 2, value: '' },
    ],
  } as unknown as FormDef

  function start() {
    const { g } = fakeGrecaptcha()
    const container = document.createElement('div')
    const el = placeholder({ captcha: 'recaptcha', fieldid: '5', sitekey: 'k' })
    container.append(el)
    const store = createFormStore(form, formEnvFromGlobals({}, {}))
    const ctx = { formId: '3', store, settings: form.settings, radio: createRadio() }
    const captchas = startCaptchas({ win: window, ctx: ctx as unknown as FormContext, container })
    return { g, captchas, ctx, store, el }
  }

  it('renders 100 ms after the form view, and 100 ms after each render:view', () => {
    const { g, captchas, el } = start()
    vi.advanceTimersByTime(99)
    expect(g.render).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(g.render).toHaveBeenCalledTimes(1)
    // The form view re-rendered with a fresh, empty placeholder.
    const fresh = placeholder({ captcha: 'recaptcha', fieldid: '5', sitekey: 'k' })
    el.replaceWith(fresh)
    captchas.render()
    vi.advanceTimersByTime(99)
    expect(g.render).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(1)
    expect(g.render).toHaveBeenCalledTimes(2)
    expect(g.render).toHaveBeenLastCalledWith(fresh, expect.anything())
    captchas.stop()
  })

  it('clears the token at once on a captcha reset broadcast and resets the widget 200 ms later', () => {
    const { g, captchas, ctx, store } = start()
    vi.advanceTimersByTime(100)
    ctx.radio.channel('captcha').trigger('reset')
    expect(store.getState().fields['5']!.value).toBe('')
    vi.advanceTimersByTime(199)
    expect(g.reset).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(g.reset).toHaveBeenCalledWith(7)
    captchas.stop()
  })
})
