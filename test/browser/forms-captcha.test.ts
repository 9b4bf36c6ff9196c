import type { Browser, Page } from 'puppeteer'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { openFixture, startBrowser } from '../support/browser'
import { submittedForms } from '../support/forms-support'

let browser: Browser
beforeAll(async () => {
  browser = await startBrowser()
})
afterAll(async () => {
  await browser?.close()
})

interface Fake {
  renders: string[]
  executes: number
  v3Actions: string[]
  resets: number
}

const fake = (page: Page) =>
  page.evaluate(() => (window as unknown as { __fakeCaptcha: Fake }).__fakeCaptcha)

/** The placeholder of a CAPTCHA field type in form 24. */
const slot = (type: string) => `#nf-form-24-cont [data-captcha=${type}]`

describe('CAPTCHA fields with fake providers', () => {
  it('renders every widget once, fetches v3 for "register", retries a late script, and submits the tokens', async () => {
    const p = await openFixture(browser, 'forms-ui-captcha')
    try {
      await p.page.waitForSelector(`${slot('recaptcha')} .fake-recaptcha-check`)
      await p.page.waitForSelector(`${slot('hcaptcha')} .fake-hcaptcha`)
      // Turnstile's script arrives after 1.2 s: a later 500 ms attempt renders it.
      await p.page.waitForSelector(`${slot('turnstile')} .fake-turnstile`, { timeout: 6000 })
      await p.page.waitForFunction(
        () => (window as unknown as { __fakeCaptcha: Fake }).__fakeCaptcha.v3Actions.length > 0,
      )
      // A second render:view and a reset broadcast never render into a filled placeholder.
      await p.page.evaluate(() => {
        const radio = (
          window as unknown as { nfRadio: { channel(n: string): { trigger(e: string): void } } }
        ).nfRadio
        radio.channel('form').trigger('render:view')
        radio.channel('captcha').trigger('reset')
      })
      // The reset runs on a 200 ms timer of the page (after render:view's 100 ms one) and
      // resets the three widgets at once: once it has, both have drawn whatever they would.
      await p.page.waitForFunction(
        () => (window as unknown as { __fakeCaptcha: Fake }).__fakeCaptcha.resets >= 3,
      )
      const state = await fake(p.page)
      expect(state.v3Actions[0]).toBe('register')
      expect(state.renders.filter((r) => r.startsWith('recaptcha'))).toEqual(['recaptcha:visible'])
      expect(state.renders.filter((r) => r === 'turnstile')).toHaveLength(1)
      expect(state.resets).toBeGreaterThanOrEqual(3)
      expect(await p.page.$$eval(`${slot('recaptcha')} .fake-recaptcha`, (e) => e.length)).toBe(1)

      await p.page.click(`${slot('recaptcha')} .fake-recaptcha-check`)
      await p.page.type('#nf-form-24-cont input[type=email]', 'human@example.com')
      // The reset cleared the challenge tokens; wait for fresh ones (the passive challenges
      // solve themselves again, v3 fetches its token with the submit held) before sending.
      await p.page.waitForFunction(() => {
        type Provider = { getResponse(id?: number): string }
        const w = window as unknown as Record<'grecaptcha' | 'turnstile' | 'hcaptcha', Provider>
        const submit = document.querySelector<HTMLInputElement>(
          '#nf-form-24-cont input[type=submit]',
        )!
        return (
          !submit.disabled &&
          !!w.grecaptcha.getResponse(0) &&
          !!w.turnstile.getResponse(0) &&
          !!w.hcaptcha.getResponse(0)
        )
      })
      await p.page.click('#nf-form-24-cont input[type=submit]')
      await p.page.waitForFunction(
        () => document.querySelector('#nf-form-24-cont .nf-response-msg')?.textContent !== '',
        { timeout: 5000 },
      )
      const sent = submittedForms(p.site.context.requests)[0] as {
        fields: Record<string, { value: unknown }>
      }
      const tokens = Object.values(sent.fields)
        .map((f) => String(f.value))
        .filter((v) => v.startsWith('fake-captcha-token-'))
        .map((v) => v.replace(/-\d+$/, ''))
        .sort()
      expect(tokens).toEqual([
        'fake-captcha-token-hcaptcha',
        'fake-captcha-token-turnstile',
        'fake-captcha-token-v2',
        'fake-captcha-token-v3',
      ])
      expect(p.errors).toEqual([])
    } finally {
      await p.close()
    }
  })

  it('executes an invisible widget at once, waits for v3 consent, skips a missing provider', async () => {
    const p = await openFixture(browser, 'forms-ui-captcha-invisible')
    try {
      await p.page.waitForSelector(`${slot('recaptcha')} .fake-recaptcha`)
      await p.page.waitForFunction(
        () => (window as unknown as { __fakeCaptcha: Fake }).__fakeCaptcha.executes > 0,
      )
      const submitId = await p.page.$eval('#nf-form-24-cont .submit-container', (el) =>
        el.id.replace(/^nf-field-/, '').replace(/-container$/, ''),
      )
      await p.page.waitForSelector(`#nf-error-${submitId} .nf-error-recaptcha-v3-missing`)
      expect((await fake(p.page)).v3Actions).toEqual([])
      expect(await p.page.$eval(slot('hcaptcha'), (el) => el.childElementCount)).toBe(0)
      // Consent arrives: the errors go and v3 fetches its token.
      await p.page.evaluate(() => {
        document.cookie = '_grecaptcha=yes; path=/'
        const radio = (
          window as unknown as { nfRadio: { channel(n: string): { trigger(e: string): void } } }
        ).nfRadio
        radio.channel('form').trigger('render:view')
      })
      await p.page.waitForFunction(
        () => (window as unknown as { __fakeCaptcha: Fake }).__fakeCaptcha.v3Actions.length > 0,
      )
      expect(await p.page.$(`#nf-error-${submitId} .nf-error-recaptcha-v3-missing`)).toBeNull()
      expect(p.errors).toEqual([])
    } finally {
      await p.close()
    }
  })

  it('logs the notice when the invisible execution fails and ignores challenge render errors', async () => {
    const p = await openFixture(browser, 'forms-ui-captcha-invisible', {
      policy: { captchaFailures: ['recaptcha-execute', 'turnstile-render'] },
    })
    try {
      await p.page.waitForSelector(`${slot('recaptcha')} .fake-recaptcha`)
      await vi.waitFor(
        () => expect(p.console).toContain('log: Notice: Error trying to execute grecaptcha.'),
        { timeout: 300 },
      )
      expect(await p.page.$eval(slot('turnstile'), (el) => el.childElementCount)).toBe(0)
      expect(p.errors).toEqual([])
    } finally {
      await p.close()
    }
  })
})
