import type { Page } from 'puppeteer'
import { describe, expect, it } from 'vitest'
import { openFixture, useBrowser } from '../support/browser'
import { fieldIdByKey, fillForm, formReady } from '../support/forms-support'

const browser = useBrowser()

/** DOM waits on virtual time poll on mutations (requestAnimationFrame stands still there). */
const MUTATION = { polling: 'mutation' } as const
const submitButton = (form: string) => `#nf-form-${form}-cont input[type=submit]`
const isDisabled = (page: Page, sel: string) =>
  page.$eval(sel, (b) => (b as HTMLInputElement).disabled)
const submitFieldId = (page: Page, form: string) =>
  page.$eval(`#nf-form-${form}-cont .submit-container`, (el) =>
    el.id.replace(/^nf-field-/, '').replace(/-container$/, ''),
  )

describe('reCAPTCHA v3 and the submit button', () => {
  it('keeps submit disabled while the v3 token is being fetched', async () => {
    const p = await openFixture(browser(), 'forms-ui-captcha', {
      // Hold the fake provider's v3 token back until the test releases it.
      beforeLoad: (page) =>
        page.evaluateOnNewDocument(() => {
          const w = window as unknown as Record<string, unknown>
          let g: { execute: (...a: unknown[]) => unknown } | undefined
          Object.defineProperty(w, 'grecaptcha', {
            configurable: true,
            get: () => g,
            set(value: { execute: (...a: unknown[]) => unknown }) {
              const execute = value.execute.bind(value)
              value.execute = (...args: unknown[]) => {
                const r = execute(...args)
                if (typeof args[0] !== 'string') return r
                w.__v3Asked = true
                return new Promise((resolve) => {
                  w.__releaseV3 = () => resolve(r)
                })
              }
              g = value
            },
          })
        }),
    })
    try {
      const form = await formReady(p.page)
      await p.page.waitForFunction(() => (window as unknown as { __v3Asked?: boolean }).__v3Asked)
      await fillForm(p.page, form)
      expect(await isDisabled(p.page, submitButton(form))).toBe(true)
      await new Promise((r) => setTimeout(r, 500))
      expect(await isDisabled(p.page, submitButton(form))).toBe(true)
      await p.page.evaluate(() => (window as unknown as { __releaseV3: () => void }).__releaseV3())
      await p.page.waitForFunction(
        (sel) => !(document.querySelector(sel) as HTMLInputElement).disabled,
        { timeout: 5000 },
        submitButton(form),
      )
    } finally {
      await p.close()
    }
  })
})

describe('after a successful submit', () => {
  it('scrolls the success message to 50 px below the viewport top and sends the GTM event', async () => {
    // An export that keeps the form shown after success, so the message sits above the fold.
    const p = await openFixture(browser(), 'forms-callback', {
      policy: {
        formsAnalytics: [
          { event_name: 'lead', method_type: 'gtm' },
          { event_name: '', method_type: 'gtm' },
          { event_name: 'signup', method_type: 'ga4' },
        ],
      },
      beforeLoad: (page) =>
        page.evaluateOnNewDocument(() => {
          ;(window as unknown as { dataLayer: unknown[] }).dataLayer = []
        }),
      // On virtual time the scroll animation's frames wait for `advance`: the message is seen
      // where it appears before the animation moves it, however loaded the machine is.
      virtualTime: true,
    })
    try {
      await p.page.setViewport({ width: 800, height: 400 })
      const form = await formReady(p.page)
      // Room above and below the form, and the visitor scrolled down to the submit button.
      await p.page.evaluate((id) => {
        const cont = document.getElementById(`nf-form-${id}-cont`)!
        const space = (px: number) => {
          const d = document.createElement('div')
          d.style.height = `${px}px`
          return d
        }
        cont.before(space(2000))
        cont.after(space(3000))
      }, form)
      await fillForm(p.page, form)
      await p.page.$eval(submitButton(form), (b) => b.scrollIntoView({ block: 'end' }))
      await p.page.click(submitButton(form))
      const msg = `#nf-form-${form}-cont .nf-response-msg`
      await p.advance(0)
      await p.page.waitForFunction((s) => document.querySelector(s)?.textContent, MUTATION, msg)
      expect(
        await p.page.$eval(msg, (el) => el.getBoundingClientRect().bottom),
        'the message appears above the viewport',
      ).toBeLessThan(0)
      // 300 ms of animation, then it stays.
      await p.advance(600)
      const top = await p.page.$eval(msg, (el) => el.getBoundingClientRect().top)
      expect(Math.round(top)).toBe(50)
      const layer = await p.page.evaluate(
        () => (window as unknown as { dataLayer: unknown[] }).dataLayer,
      )
      expect(layer).toEqual([
        {
          event: 'lead',
          event_category: 'form_submit',
          event_label: 'ninja_forms_submit',
          form_id: form,
        },
      ])
      const warnings = p.console.filter((l) => l.startsWith('warn'))
      expect(warnings).toEqual([
        'warn: [bramble] An analytics action has no event name; nothing was sent.',
        'warn: [bramble] Analytics event "signup" not sent: gtag is not on the page.',
      ])
      expect(p.errors).toEqual([])
    } finally {
      await p.close()
    }
  })
})

describe('nfFormSubmitResponse through jQuery', () => {
  const listen = (page: Page) =>
    page.evaluate(() => {
      const w = window as unknown as {
        __got: unknown[]
        jQuery: (d: Document) => { on(e: string, fn: (e: unknown, d: unknown) => void): void }
      }
      w.__got = []
      w.jQuery(document).on('nfFormSubmitResponse', (_e, d) => w.__got.push(d))
    })
  const got = (page: Page) => page.evaluate(() => (window as unknown as { __got: unknown[] }).__got)

  it('reaches a jQuery listener with {response, id} after an HTTP success, errors included', async () => {
    const p = await openFixture(browser(), 'forms-ui-boot', {
      policy: { formsFormErrors: { limit: 'The form is closed.' } },
    })
    try {
      await p.page.waitForSelector('#nf-form-21-cont form input[type=submit]')
      await listen(p.page)
      await fillForm(p.page, '21')
      await p.page.click(submitButton('21'))
      await p.page.waitForSelector('#nf-form-errors-21 .nf-error-limit')
      await p.page.waitForFunction(() => (window as unknown as { __got: unknown[] }).__got.length)
      const [event] = (await got(p.page)) as { id: string; response: { errors: unknown } }[]
      expect(event!.id).toBe('21')
      expect(event!.response.errors).toMatchObject({ form: { limit: 'The form is closed.' } })
    } finally {
      await p.close()
    }
  })

  it('is not fired for a reply with an HTTP error status', async () => {
    const p = await openFixture(browser(), 'forms-ui-boot', {
      policy: { formsHttpStatus: 500, formsFormErrors: { limit: 'The form is closed.' } },
    })
    try {
      await p.page.waitForSelector('#nf-form-21-cont form input[type=submit]')
      await listen(p.page)
      // The bus's submit:response comes in the same task as nfFormSubmitResponse would, right
      // before it: once the bus has it, the page event has been fired or never will be.
      await p.page.evaluate(() => {
        const w = window as unknown as { __busResponses: number }
        w.__busResponses = 0
        window.nfRadio.channel('forms').on('submit:response', () => w.__busResponses++)
      })
      await fillForm(p.page, '21')
      await p.page.click(submitButton('21'))
      await p.page.waitForSelector('#nf-form-errors-21 .nf-error-limit')
      await p.page.waitForFunction(
        () => (window as unknown as { __busResponses: number }).__busResponses > 0,
      )
      expect(await got(p.page)).toEqual([])
      expect(
        await p.page.evaluate(() => (window as unknown as { __events: string[] }).__events),
      ).not.toContain('response:21')
    } finally {
      await p.close()
    }
  })
})

describe('nfInlineVars (contract b step 1)', () => {
  it('builds the previewed form from nfInlineVars.nfForms instead of the printed one', async () => {
    const p = await openFixture(browser(), 'forms-ui-preview')
    try {
      const form = await formReady(p.page)
      expect(form).toBe('21')
      const id = await fieldIdByKey(p.page, form, 'number1')
      expect(await p.page.$eval(`#nf-label-field-${id}`, (el) => el.textContent?.trim())).toBe(
        'First (edited)',
      )
      expect(await p.page.$eval('#nf-form-title-21', (el) => el.textContent)).toBe(
        'Calculations (preview)',
      )
      expect(p.errors).toEqual([])
    } finally {
      await p.close()
    }
  })

  it('builds the printed form when a consent blocker left nfInlineVars undefined', async () => {
    const p = await openFixture(browser(), 'forms-ui-no-inline-vars')
    try {
      const form = await formReady(p.page)
      expect(await p.page.$eval('#nf-form-title-21', (el) => el.textContent)).toBe('Calculations')
      expect(await p.page.$(`#nf-form-${form}-cont .number-container input`)).not.toBeNull()
      expect(p.errors).toEqual([])
    } finally {
      await p.close()
    }
  })
})

describe('fields: remove:error sent by an add-on', () => {
  it('clears that error on screen and re-enables submit', async () => {
    const p = await openFixture(browser(), 'forms-ui-captcha-invisible')
    try {
      const form = await formReady(p.page)
      const submitId = await submitFieldId(p.page, form)
      const error = `#nf-error-${submitId} .nf-error-recaptcha-v3-missing`
      await p.page.waitForSelector(error)
      expect(await isDisabled(p.page, submitButton(form))).toBe(true)
      await p.page.evaluate((id) => {
        window.nfRadio.channel('fields').request('remove:error', id, 'recaptcha-v3-missing')
      }, submitId)
      expect(await p.page.$(error)).toBeNull()
      expect(await isDisabled(p.page, submitButton(form))).toBe(false)
      expect(
        await p.page.$eval(`#nf-form-errors-${form}`, (el) => el.textContent?.trim() ?? ''),
      ).toBe('')
    } finally {
      await p.close()
    }
  })
})
