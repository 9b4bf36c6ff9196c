import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AntispamContext } from '../context/feature'
import type { CallResult, CallSpec } from '../transport/types'
import { FORM_EXTRAS, runFormExtras, stopFormExtras } from './form-extras'

const TOKEN = 'ab'.repeat(32)
const KEY = '0f1e2d3c4b5a69788796a5b4c3d2e1f0'

function context(reply: CallResult = { ok: true, status: 200, data: { js_key: KEY } }) {
  const sent: CallSpec[] = []
  const ctx = {
    win: window,
    transport: {
      call: (spec: CallSpec) => {
        sent.push(spec)
        return Promise.resolve(reply)
      },
    },
  } as unknown as AntispamContext
  return { ctx, sent }
}

const flush = () => new Promise((r) => setTimeout(r, 0))
const values = () =>
  [...document.querySelectorAll<HTMLInputElement>('[name^=ct_checkjs]')].map((i) => i.value)

afterEach(() => {
  stopFormExtras(window)
  vi.useRealTimers()
  localStorage.clear()
  document.body.innerHTML = ''
  delete (window as { setEventTokenField?: unknown }).setEventTokenField
})

describe('JS-check inputs (contract c.7 apbct_js_keys__get)', () => {
  it('one call fills every unset input, also those added later; filled inputs stop matching', async () => {
    document.body.innerHTML = `<form id="commentform"><input type="hidden" id="ct_checkjs_3a1b" name="ct_checkjs" value="0"></form>
<form class="wpcf7-form"><input type="hidden" name="ct_checkjs_cf7" value="0"></form>`
    expect(document.querySelector(FORM_EXTRAS)).not.toBeNull()
    const { ctx, sent } = context()
    runFormExtras(ctx)
    await flush()
    expect(sent).toEqual([{ action: 'apbct_js_keys__get', route: 'js_keys__get' }])
    expect(values()).toEqual([KEY, KEY])
    expect(document.querySelector(FORM_EXTRAS)).toBeNull()

    document.body.insertAdjacentHTML(
      'beforeend',
      '<form><input type="hidden" name="ct_checkjs" value="0"></form>',
    )
    runFormExtras(ctx)
    await flush()
    expect(sent).toHaveLength(1)
    expect(values()).toEqual([KEY, KEY, KEY])
  })

  it('the key as the real REST route answers it, a number, fills the inputs as text', async () => {
    document.body.innerHTML = '<form><input type="hidden" name="ct_checkjs" value="0"></form>'
    runFormExtras(context({ ok: true, status: 200, data: { js_key: 1553464169 } }).ctx)
    await flush()
    expect(values()).toEqual(['1553464169'])
  })

  it('a key set by the page (the non-AJAX mode) is not a match', () => {
    document.body.innerHTML =
      '<form><input type="hidden" name="ct_checkjs" value="1234567890"></form>'
    expect(document.querySelector(FORM_EXTRAS)).toBeNull()
  })

  it.each([
    { ok: false, error: 'Server response timeout' } as const,
    { ok: true, status: 200, data: { error: 'x' } } as const,
    { ok: true, status: 200, data: { js_key: '' } } as const,
    // The real 6.85 admin-ajax action answers `0`.
    { ok: true, status: 200, data: 0 } as const,
  ])('no key (%j): the inputs stay as printed', async (reply) => {
    document.body.innerHTML = '<form><input type="hidden" name="ct_checkjs" value="0"></form>'
    runFormExtras(context(reply).ctx)
    await flush()
    expect(values()).toEqual(['0'])
  })
})

describe('token push into booking forms (contract f)', () => {
  it('every 2 s while a booking form is there and the token has 64 characters', () => {
    vi.useFakeTimers()
    localStorage.setItem(
      'bot_detector_event_token',
      JSON.stringify({ value: TOKEN, timestamp: Math.floor(Date.now() / 1000) }),
    )
    const pushed: string[] = []
    ;(window as { setEventTokenField?: unknown }).setEventTokenField = (t: string) => pushed.push(t)
    document.body.innerHTML = '<div class="latepoint-form"></div>'
    const { ctx, sent } = context()
    runFormExtras(ctx)
    vi.advanceTimersByTime(4100)
    expect(pushed).toEqual([TOKEN, TOKEN])
    expect(sent).toEqual([])
    document.body.innerHTML = ''
    runFormExtras(ctx)
    vi.advanceTimersByTime(4000)
    expect(pushed).toHaveLength(2)
  })
})
