import type { Page } from 'puppeteer'
import { describe, expect, it } from 'vitest'
import { openFixture, useBrowser, type OpenedPage } from '../support/browser'
import {
  fieldIdByKey,
  fillForm,
  formReady,
  submitAnswered,
  submittedForms,
  totalAfterJqueryVal,
} from '../support/forms-support'

const browser = useBrowser()

// The contact export (sim/pages/nff/exports/contact.nff): name (textbox), email, message (textarea), all required.
const FIXTURE = 'forms-contact'

/**
 * Submits the page's form and returns field id → posted entry of the only submit the site
 * received, once the site has answered it.
 */
async function submitAndPost(p: OpenedPage) {
  const answered = submitAnswered(p.page)
  await p.page.click('.submit-container input[type=submit]')
  await answered
  const forms = submittedForms(p.site.context.requests)
  expect(forms).toHaveLength(1)
  return forms[0]!.fields as Record<string, { value: unknown; id: number }>
}

describe('add-on replies on window.nfRadio in real Chromium', () => {
  it('posts the entry a <type>: get:submitData reply returns, for that type only', async () => {
    const p = await openFixture(browser(), FIXTURE)
    try {
      const formId = await formReady(p.page)
      await p.page.evaluate(() => {
        type Entry = { value: string; id: number }
        type Model = { get(k: string): unknown }
        const radio = window.nfRadio
        radio.channel('textarea').reply('get:submitData', (entry: Entry, model: Model) => ({
          ...entry,
          value: `[${String(model.get('key'))}] ${entry.value}`,
        }))
      })
      await fillForm(p.page, formId)
      const fields = await submitAndPost(p)
      const byValue = Object.values(fields).map((f) => f.value)
      expect(byValue).toContain('[message] Ada Lovelace')
      expect(byValue).toContain('Ada Lovelace')
      expect(byValue).toContain('visitor@example.com')
      for (const [key, entry] of Object.entries(fields)) expect(String(entry.id)).toBe(key)
      expect(p.errors).toEqual([])
    } finally {
      await p.close()
    }
  })

  it('sends an empty required form when forms: maybe:validate answers false', async () => {
    const p = await openFixture(browser(), FIXTURE)
    try {
      const formId = await formReady(p.page)
      await p.page.evaluate((id) => {
        const radio = window.nfRadio
        // As the Save Progress add-on does: no validation while its extra is set.
        radio
          .channel('forms')
          .reply(
            'maybe:validate',
            (form: { get(k: string): unknown; getExtra(k: string): unknown }) =>
              form.get('id') === id && form.getExtra('saveProgress') ? false : undefined,
          )
        radio.channel(`form-${id}`).request('add:extra', 'saveProgress', 1)
      }, formId)
      const fields = await submitAndPost(p)
      expect(Object.values(fields).every((f) => f.value === '')).toBe(true)
      expect(p.errors).toEqual([])
    } finally {
      await p.close()
    }
  })

  it('still blocks an empty required form when maybe:validate answers anything but false', async () => {
    const p = await openFixture(browser(), FIXTURE)
    try {
      await formReady(p.page)
      await p.page.evaluate(() => {
        const radio = window.nfRadio
        radio.channel('forms').reply('maybe:validate', () => undefined)
      })
      await p.page.click('.submit-container input[type=submit]')
      await p.page.waitForSelector('.nf-error-required-error')
      expect(submittedForms(p.site.context.requests)).toHaveLength(0)
    } finally {
      await p.close()
    }
  })

  it('announces the form model as the original does: before:filterData, init:model, loaded, after:loaded', async () => {
    // An add-on script loaded after forms.js and before the forms are built listens here.
    const addOn = (page: Page) =>
      page.evaluateOnNewDocument(() => {
        type Model = { id: string; get(k: string): unknown }
        type Channel = { on(name: string, fn: (m: Model) => void): void }
        const w = window as unknown as { __seen: string[]; nfRadio?: unknown }
        w.__seen = []
        let radio: { channel(name: string): Channel } | undefined
        Object.defineProperty(window, 'nfRadio', {
          configurable: true,
          get: () => radio,
          set(v: { channel(name: string): Channel }) {
            radio = v
            const note = (channel: string, event: string) => (m: Model) =>
              w.__seen.push(`${channel} ${event} ${String(m.get('id'))}`)
            v.channel('form').on('before:filterData', (m) => {
              note('form', 'before:filterData')(m)
              const own = `form-${String(m.get('id'))}`
              for (const e of ['init:model', 'loaded']) v.channel(own).on(e, note('form-<id>', e))
            })
            v.channel('forms').on('init:model', note('forms', 'init:model'))
            for (const e of ['loaded', 'after:loaded']) v.channel('form').on(e, note('form', e))
          },
        })
      })
    const p = await openFixture(browser(), FIXTURE, { beforeLoad: addOn })
    try {
      const formId = await formReady(p.page)
      const seen = await p.page.evaluate(() => (window as unknown as { __seen: string[] }).__seen)
      expect(seen).toEqual([
        `form before:filterData ${formId}`,
        `forms init:model ${formId}`,
        `form-<id> init:model ${formId}`,
        `form loaded ${formId}`,
        `form after:loaded ${formId}`,
        `form-<id> loaded ${formId}`,
      ])
      expect(p.errors).toEqual([])
    } finally {
      await p.close()
    }
  })

  it('announces field and form errors on the bus as a failed submit adds them', async () => {
    const p = await openFixture(browser(), FIXTURE)
    try {
      const formId = await formReady(p.page)
      await p.page.evaluate((id) => {
        type Model = { id?: string; get(k: string): unknown }
        const w = window as unknown as { __errors: string[] }
        w.__errors = []
        window.nfRadio
          .channel('fields')
          .on('add:error', (m: Model, key: string) =>
            w.__errors.push(`${String(m.get('key'))} ${key}`),
          )
        window.nfRadio
          .channel(`form-${id}`)
          .on('add:error', (_m: Model, errorId: string) => w.__errors.push(`form ${errorId}`))
      }, formId)
      await p.page.click('.submit-container input[type=submit]')
      await p.page.waitForSelector('.nf-error-required-error')
      const seen = await p.page.evaluate(
        () => (window as unknown as { __errors: string[] }).__errors,
      )
      expect(seen).toContain('email required-error')
      expect(seen).toContain('form field-errors')
      expect(p.errors).toEqual([])
    } finally {
      await p.close()
    }
  })

  it('passes textStatus "error" to submit:response for a JSON reply with an HTTP error status', async () => {
    const p = await openFixture(browser(), FIXTURE, {
      policy: { formsHttpStatus: 500, formsFormErrors: { limit: 'The form is closed.' } },
    })
    try {
      const formId = await formReady(p.page)
      await p.page.evaluate(() => {
        const w = window as unknown as { __status: unknown[] }
        w.__status = []
        window.nfRadio
          .channel('forms')
          .on('submit:response', (_r: unknown, status: unknown) => w.__status.push(status))
      })
      await fillForm(p.page, formId)
      await p.page.click('.submit-container input[type=submit]')
      await p.page.waitForSelector(`#nf-form-errors-${formId} .nf-error-limit`)
      const status = await p.page.evaluate(
        () => (window as unknown as { __status: unknown[] }).__status,
      )
      expect(status).toEqual(['error'])
    } finally {
      await p.close()
    }
  })
})

describe('field and form events third parties rely on, in real Chromium', () => {
  it('fires click:field on a click and change:field on a text input’s native change, with (el, model)', async () => {
    const p = await openFixture(browser(), FIXTURE)
    try {
      const formId = await formReady(p.page)
      const nameId = await fieldIdByKey(p.page, formId, 'name')
      await p.page.evaluate(() => {
        type Model = { id: string; get(k: string): unknown }
        const w = window as unknown as { __seen: string[] }
        w.__seen = []
        for (const channel of ['fields', 'textbox'])
          for (const event of ['click:field', 'change:field'])
            window.nfRadio.channel(channel).on(event, (...a: never[]) => {
              const [el, m] = a as unknown as [HTMLElement, Model]
              w.__seen.push(`${channel} ${event} ${el.id} ${m.id} ${String(m.get('value'))}`)
            })
      })
      await p.page.click(`#nf-field-${nameId}`)
      await p.page.type(`#nf-field-${nameId}`, 'Ada')
      // Leaving the field commits the edit: the browser fires change.
      await p.page.click('h1')
      const seen = await p.page.evaluate(() => (window as unknown as { __seen: string[] }).__seen)
      const el = `nf-field-${nameId}`
      // Each event on field-<id>, then <fieldType>, then fields, as the original.
      expect(seen).toEqual([
        `textbox click:field ${el} ${nameId} `,
        `fields click:field ${el} ${nameId} `,
        `textbox change:field ${el} ${nameId} Ada`,
        `fields change:field ${el} ${nameId} Ada`,
      ])
      expect(p.errors).toEqual([])
    } finally {
      await p.close()
    }
  })

  it('passes forms: loaded the collection of form models that form-<id>: loaded passed', async () => {
    const addOn = (page: Page) =>
      page.evaluateOnNewDocument(() => {
        type Model = { get(k: string): unknown }
        type Collection = { length: number; models: Model[]; get(id: unknown): Model | undefined }
        type Channel = { on(name: string, fn: (x: never) => void): void }
        const w = window as unknown as { __seen: string[]; nfRadio?: unknown }
        w.__seen = []
        let radio: { channel(name: string): Channel } | undefined
        let own: Model | undefined
        Object.defineProperty(window, 'nfRadio', {
          configurable: true,
          get: () => radio,
          set(v: { channel(name: string): Channel }) {
            radio = v
            v.channel('form').on('loaded', (m: Model) => (own = m))
            v.channel('forms').on('loaded', (c: Collection) => {
              const id = own?.get('id')
              w.__seen.push(
                `${c.length} ${c.models.map((m) => String(m.get('id'))).join()} ${String(c.get(id) === own)}`,
              )
            })
          },
        })
      })
    const p = await openFixture(browser(), FIXTURE, { beforeLoad: addOn })
    try {
      const formId = await formReady(p.page)
      const seen = await p.page.evaluate(() => (window as unknown as { __seen: string[] }).__seen)
      expect(seen).toEqual([`1 ${formId} true`])
    } finally {
      await p.close()
    }
  })

  it('fires change:modelValue for a value a calculation sets, not only for the one typed', async () => {
    const p = await openFixture(browser(), 'forms-ui-boot-nojq')
    try {
      await p.page.waitForSelector('#nf-form-21-cont form input[type=submit]')
      await p.page.evaluate(() => {
        type Model = { get(k: string): unknown }
        const w = window as unknown as { __seen: string[] }
        w.__seen = []
        window.nfRadio.channel('fields').on('change:modelValue', (m: never) => {
          const model = m as Model
          w.__seen.push(`${String(model.get('type'))} ${String(model.get('value'))}`)
        })
      })
      const input = await p.page.$('#nf-form-21-cont .number-container input')
      await input!.type('5')
      const seen = await p.page.evaluate(() => (window as unknown as { __seen: string[] }).__seen)
      // The typed number, then what its calculations set: two html displays and a hidden
      // field whose value is a calculation.
      expect(seen).toEqual([
        'number 5',
        'html <p>Total: <span data-key="calc:calc_1">5.00</span></p>',
        'html Choices: <span data-key="calc:choices">0.00</span>, squared: <span data-key="calc:squared">25</span>, grand: <span data-key="calc:grand">10.00</span>',
        'hidden 10.00',
      ])
    } finally {
      await p.close()
    }
  })

  it('forwards a jQuery .val() set when jQuery arrived after the form bundle', async () => {
    // jQuery loaded by a script the page adds after forms.js (an async footer script).
    const lateJquery = (page: Page) =>
      page.evaluateOnNewDocument(() => {
        document.addEventListener('readystatechange', () => {
          if (document.readyState !== 'interactive') return
          const s = document.createElement('script')
          s.src = '/wp-includes/js/jquery/jquery.min.js'
          document.head.appendChild(s)
        })
      })
    const p = await openFixture(browser(), 'forms-ui-boot-nojq', { beforeLoad: lateJquery })
    try {
      await p.page.waitForSelector('#nf-form-21-cont form input[type=submit]')
      await p.page.waitForFunction(
        () => typeof (window as { jQuery?: unknown }).jQuery === 'function',
      )
      const total = await totalAfterJqueryVal(p.page)
      // The three number inputs take 5 each.
      expect(total).toBe('Total: 15.00')
    } finally {
      await p.close()
    }
  })
})
