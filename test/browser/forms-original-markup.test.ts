/**
 * The form builder's own markup, as its 3.14.9 templates print it, on the page a site shows
 * with the plugin's stylesheet. The stylesheet here is our own minimal copy of the few rules
 * these tests depend on (the real one lives only in the real-WordPress layer).
 */
import type { Browser, Page } from 'puppeteer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openFixture, startBrowser } from '../support/browser'
import { fieldIdByKey, formReady, submittedForms } from '../support/forms-support'

// The plugin stylesheet hides the response area until its script shows it, and lists drop
// their bullets only inside the wraps it knows.
const PLUGIN_RULES = `
.nf-response-msg { display: none }
.list-radio-wrap .nf-field-element ul, .list-checkbox-wrap .nf-field-element ul {
  list-style: none; padding: 0
}
`

let browser: Browser
beforeAll(async () => {
  browser = await startBrowser()
})
afterAll(async () => {
  await browser?.close()
})

async function everyKind(): Promise<{
  p: Awaited<ReturnType<typeof openFixture>>
  form: string
  id: (key: string) => Promise<string>
}> {
  const p = await openFixture(browser, 'forms-every-kind')
  await p.page.addStyleTag({ content: PLUGIN_RULES })
  const form = await formReady(p.page)
  return { p, form, id: (key) => fieldIdByKey(p.page, form, key) }
}

const classes = (page: Page, sel: string) =>
  page.$eval(sel, (el) => [...el.classList].sort((a, b) => a.localeCompare(b)))

async function fillRequired(page: Page, id: (key: string) => Promise<string>) {
  await page.type(`#nf-field-${await id('full_name')}`, 'Ada')
  await page.type(`#nf-field-${await id('email')}`, 'ada@example.com')
  await page.select(`#nf-field-${await id('size')}`, 's')
}

describe("the form builder's own markup", () => {
  it('shows the success message over the stylesheet that hides it, and focuses it', async () => {
    const { p, form, id } = await everyKind()
    try {
      await fillRequired(p.page, id)
      await p.page.click(`#nf-form-${form}-cont input[type=submit]`)
      const msg = `#nf-form-${form}-cont .nf-response-msg`
      await p.page.waitForFunction((s) => document.querySelector(s)?.textContent !== '', {}, msg)
      const seen = await p.page.$eval(msg, (el) => ({
        display: getComputedStyle(el).display,
        height: el.getBoundingClientRect().height,
        focused: document.activeElement === el,
        text: el.textContent,
      }))
      expect(seen).toEqual({
        display: 'block',
        height: expect.any(Number) as number,
        focused: true,
        text: 'Thanks, Ada!',
      })
      expect(seen.height).toBeGreaterThan(0)
    } finally {
      await p.close()
    }
  })

  it.each([
    ['full_name', 'textbox-container label-left desc-before_label', 'textbox-wrap'],
    ['phone', 'phone-container label-hidden textbox-container', 'phone-wrap textbox-wrap'],
    ['size', 'listselect-container list-container', 'listselect-wrap list-wrap list-select-wrap'],
    ['plan', 'listradio-container list-container', 'listradio-wrap list-wrap list-radio-wrap'],
    [
      'topics',
      'listcheckbox-container list-container',
      'listcheckbox-wrap list-wrap list-checkbox-wrap',
    ],
    [
      'regions',
      'listmultiselect-container list-container',
      'listmultiselect-wrap list-wrap list-multiselect-wrap',
    ],
    ['subscribe', 'checkbox-container label-right', 'checkbox-wrap'],
    ['message', 'textarea-container label-below', 'textarea-wrap'],
    ['source', 'hidden-container label-above', 'hidden-wrap'],
    ['submit', 'submit-container label-above textbox-container', 'submit-wrap textbox-wrap'],
  ])('gives %s the container classes "%s" and wrap classes "%s"', async (key, box, wrap) => {
    const { p, id } = await everyKind()
    try {
      const f = await id(key)
      const container = await classes(p.page, `#nf-field-${f}-container`)
      expect(container).toEqual(expect.arrayContaining(['nf-field-container', ...box.split(' ')]))
      expect(await classes(p.page, `#nf-field-${f}-wrap`)).toEqual(
        ['field-wrap', ...wrap.split(' ')].sort((a, b) => a.localeCompare(b)),
      )
      // Each container sits in the original's <nf-field> with its before/after sections.
      const parts = await p.page.$eval(`#nf-field-${f}-container`, (el) => [
        el.parentElement?.localName,
        ...[...el.children].map((c) => c.className),
      ])
      expect(parts).toEqual(['nf-field', 'nf-before-field', 'nf-field', 'nf-after-field'])
    } finally {
      await p.close()
    }
  })

  it('draws radio and checkbox lists as the original: no bullets, inputs straight in ul > li', async () => {
    const { p, id } = await everyKind()
    try {
      for (const key of ['plan', 'topics']) {
        const f = await id(key)
        const shape = await p.page.$eval(`#nf-field-${f}-wrap`, (wrap) => {
          const li = wrap.querySelector('.nf-field-element > ul > li')
          return {
            bullet: li ? getComputedStyle(li).listStyleType : 'no li',
            label: wrap.querySelector('.nf-field-label > *')?.localName,
            item: li ? [...li.children].map((c) => c.localName) : [],
          }
        })
        expect(shape).toEqual({ bullet: 'none', label: 'span', item: ['input', 'label'] })
      }
    } finally {
      await p.close()
    }
  })

  it('names every input as the original does', async () => {
    const { p, id } = await everyKind()
    try {
      const expected: [string, string][] = [
        ['full_name', 'nf-field-{id}-textbox'],
        ['email', 'nf-field-{id}-email'],
        ['phone', 'nf-field-{id}-phone'],
        ['size', 'nf-field-{id}'],
        ['plan', 'nf-field-{id}'],
        ['topics', 'nf-field-{id}'],
        ['regions', 'nf-field-{id}'],
        ['subscribe', 'nf-field-{id}'],
        ['message', 'nf-field-{id}'],
        ['guests', 'nf-field-{id}'],
        ['source', 'nf-field-{id}'],
      ]
      for (const [key, name] of expected) {
        const f = await id(key)
        const names = await p.page.$$eval(`#nf-field-${f}-container [name]`, (els) =>
          els.map((e) => e.getAttribute('name')),
        )
        expect(new Set(names), key).toEqual(new Set([name.replace('{id}', f)]))
      }
      const submit = await id('submit')
      expect(await p.page.$eval(`#nf-field-${submit}`, (el) => el.hasAttribute('name'))).toBe(false)
    } finally {
      await p.close()
    }
  })

  it('starts dropdowns on their selected or first option; a placeholder option stays required', async () => {
    const { p, form, id } = await everyKind()
    try {
      const [size, colour, country] = [await id('size'), await id('colour'), await id('country')]
      const value = (f: string) =>
        p.page.$eval(`#nf-field-${f}`, (el) => (el as HTMLSelectElement).value)
      expect([await value(size), await value(colour), await value(country)]).toEqual([
        '',
        'green',
        'fr',
      ])
      await p.page.click(`#nf-form-${form}-cont input[type=submit]`)
      const errors = (f: string) => p.page.$eval(`#nf-error-${f}`, (el) => el.textContent)
      expect(await errors(size)).toBe('This is a required field.')
      expect(await errors(country)).toBe('')
      expect(await errors(colour)).toBe('')
      await fillRequired(p.page, id)
      await p.page.click(`#nf-form-${form}-cont input[type=submit]`)
      await p.page.waitForFunction(() => document.querySelector('.nf-response-msg')?.textContent)
      const [posted] = submittedForms(p.site.context.requests) as {
        fields: Record<string, { value: unknown }>
      }[]
      expect([size, colour, country].map((f) => posted?.fields[f]?.value)).toEqual([
        's',
        'green',
        'fr',
      ])
    } finally {
      await p.close()
    }
  })

  it('prints the "Fields marked with an * are required" line only on forms with one', async () => {
    const { p } = await everyKind()
    try {
      const line = await p.page.$eval('.nf-before-form-content .nf-form-fields-required', (el) => ({
        text: el.textContent,
        mark: el.querySelector('.ninja-forms-req-symbol')?.textContent,
      }))
      expect(line).toEqual({ text: 'Fields marked with an * are required', mark: '*' })
    } finally {
      await p.close()
    }
    const calc = await openFixture(browser, 'forms-calculations')
    try {
      await formReady(calc.page)
      expect(await calc.page.$eval('.nf-form-fields-required', (el) => el.textContent)).toBe('')
    } finally {
      await calc.close()
    }
  })

  it('keeps submit enabled after an empty submit, disables it on a new error, enables it when fixed', async () => {
    const { p, form, id } = await everyKind()
    try {
      const button = `#nf-form-${form}-cont input[type=submit]`
      const disabled = () => p.page.$eval(button, (b) => (b as HTMLInputElement).disabled)
      await p.page.click(button)
      expect(await disabled()).toBe(false)
      await fillRequired(p.page, id)
      expect(await disabled()).toBe(false)
      const email = `#nf-field-${await id('email')}`
      await p.page.click(email, { clickCount: 3 })
      await p.page.type(email, 'ada@')
      await p.page.focus(`#nf-field-${await id('phone')}`)
      expect(await disabled()).toBe(true)
      await p.page.type(email, 'example.com')
      expect(await disabled()).toBe(false)
    } finally {
      await p.close()
    }
  })

  it('counts an input limit after the field as "{left} of {limit} {message}"', async () => {
    const { p, id } = await everyKind()
    try {
      const f = await id('message')
      const counter = `#nf-field-${f}-container .nf-after-field .nf-input-limit`
      const text = () => p.page.$eval(counter, (el) => el.textContent)
      expect(await text()).toBe('100 of 100 Character(s) left')
      await p.page.type(`#nf-field-${f}`, 'Hi')
      expect(await text()).toBe('98 of 100 Character(s) left')
    } finally {
      await p.close()
    }
  })

  it('shows the map an html field embeds, as the original (the workshop export)', async () => {
    const p = await openFixture(browser, 'forms-workshop')
    try {
      await formReady(p.page)
      const frame = await p.page.waitForSelector('.html-container .nf-field-element iframe')
      const seen = await frame!.evaluate((el) => ({
        src: (el as HTMLIFrameElement).src.startsWith(
          'https://www.openstreetmap.org/export/embed.html',
        ),
        height: Math.round(el.getBoundingClientRect().height),
      }))
      expect(seen).toEqual({ src: true, height: 450 })
      // A script URL never survives, in a frame or a link (the sanitizer's URL rule).
      expect(await p.page.$('iframe[src^="javascript"], a[href^="javascript"]')).toBeNull()
    } finally {
      await p.close()
    }
  })
})
