import { afterEach, describe, expect, it, vi } from 'vitest'
import { createRadio } from '../addon-api/radio'
import { formEnvFromGlobals } from '../logic/env'
import { createFormStore } from '../logic/form-store'
import type { FormDef } from '../page-data'
import type { FormContext } from '../view/form-context'
import { startCaptchas } from './start-captchas'

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  delete (window as unknown as { grecaptcha?: unknown }).grecaptcha
})

const form = {
  id: '3',
  settings: {},
  fields: [
    { id: 5, key: 'captcha', type: 'recaptcha', order: 1, value: '' },
    { id: 6, key: 'submit', type: 'submit', order: 2, value: '' },
  ],
} as unknown as FormDef

function placeholders(container: HTMLElement, n: number) {
  for (let i = 0; i < n; i++) {
    const el = document.createElement('div')
    el.dataset.captcha = 'recaptcha'
    el.dataset.fieldid = '5'
    el.dataset.sitekey = 'key'
    container.append(el)
  }
}

describe('CAPTCHA wiring', () => {
  it('a provider that throws while rendering never throws into the page, and the next placeholder still renders', () => {
    vi.useFakeTimers()
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const rendered: HTMLElement[] = []
    let calls = 0
    ;(window as unknown as { grecaptcha: unknown }).grecaptcha = {
      render(el: HTMLElement) {
        if (calls++ === 0) throw new Error('reCAPTCHA has already been rendered in this element')
        rendered.push(el)
        return 1
      },
      execute: () => undefined,
      reset: () => undefined,
      ready: (fn: () => void) => fn(),
    }
    const container = document.createElement('div')
    placeholders(container, 2)
    const store = createFormStore(form, formEnvFromGlobals({}, {}))
    const ctx = { formId: '3', store, settings: form.settings, radio: createRadio() }
    const captchas = startCaptchas({ win: window, ctx: ctx as unknown as FormContext, container })
    expect(() => vi.advanceTimersByTime(100)).not.toThrow()
    expect(rendered).toEqual([container.children[1]])
    expect(error).toHaveBeenCalled()
    captchas.stop()
  })
})
