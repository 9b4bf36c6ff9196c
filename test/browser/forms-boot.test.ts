import type { Browser, Page } from 'puppeteer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openFixture, startBrowser } from '../support/browser'
import { fillForm, totalAfterJqueryVal } from '../support/forms-support'

let browser: Browser
beforeAll(async () => {
  browser = await startBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const events = (p: { page: Page }) =>
  p.page.evaluate(() => (window as unknown as { __events: string[] }).__events)

describe('boot and public surface', () => {
  it.each([
    ['no Backbone', undefined, true],
    ["WordPress's Backbone without Radio", '{ VERSION: "1.6.0" }', true],
    ['a Backbone with its own Radio', '{ VERSION: "1.6.0", Radio: { own: true } }', false],
  ])(
    'with %s, Backbone.Radio is the bus only where the page had none',
    async (_, backbone, ours) => {
      const p = await openFixture(browser, 'forms-ui-boot', {
        beforeLoad: (page) =>
          backbone
            ? page.evaluateOnNewDocument(`window.Backbone = ${backbone}`)
            : Promise.resolve(),
      })
      try {
        await p.page.waitForSelector('#nf-form-21-cont form input[type=submit]')
        const seen = await p.page.evaluate(() => {
          const w = window as unknown as {
            nfRadio: unknown
            Backbone: { VERSION?: string; Radio?: { own?: boolean } }
          }
          return { ours: w.Backbone.Radio === w.nfRadio, version: w.Backbone.VERSION }
        })
        expect(seen).toEqual({ ours, version: backbone ? '1.6.0' : undefined })
      } finally {
        await p.close()
      }
    },
  )

  it('builds every form, shows a broken definition in its own container only, and fires nfFormReady through jQuery', async () => {
    const p = await openFixture(browser, 'forms-ui-boot')
    try {
      await p.page.waitForSelector('#nf-form-21_1-cont form input[type=submit]')
      await p.page.waitForSelector('#nf-form-21-cont form input[type=submit]')
      const broken = await p.page.$eval('#nf-form-98-cont', (el) => el.textContent ?? '')
      expect(broken).toContain('could not be displayed')
      expect(broken).toContain('fields')
      expect(await events(p)).toEqual([
        'ready:21:nf-form-21-cont:1',
        'ready:21_1:nf-form-21_1-cont:1',
      ])
      // The instances are independent: typing in one leaves the other's total alone.
      const first = await p.page.$$('#nf-form-21-cont .number-container input')
      for (const input of first.slice(0, 3)) await input.type('5')
      const totals = await p.page.$$eval('.nf-form-cont .html-container .nf-field-element', (els) =>
        els.map((e) => e.textContent).filter((t) => t?.startsWith('Total')),
      )
      expect(totals).toEqual(['Total: 15.00', 'Total: 0.00'])
      // Each instance's field ids carry its suffix.
      expect(await p.page.$('#nf-form-21_1-cont [id$="_1-container"]')).not.toBeNull()
    } finally {
      await p.close()
    }
  })

  it('forwards a jQuery .val() set on an nf-element to the form', async () => {
    const p = await openFixture(browser, 'forms-ui-boot')
    try {
      await p.page.waitForSelector('#nf-form-21-cont form input[type=submit]')
      const total = await totalAfterJqueryVal(p.page)
      expect(total).toBe('Total: 15.00')
    } finally {
      await p.close()
    }
  })

  it('forwards jQuery(input).val().trigger("change") from a jQuery injected long after the form was built', async () => {
    const p = await openFixture(browser, 'forms-ui-boot-nojq')
    try {
      await p.page.waitForSelector('#nf-form-21-cont form input[type=submit]')
      // Long after: the page has loaded, the form is built, and a later task adds jQuery.
      await p.page.evaluate(
        () =>
          new Promise<void>((resolve, reject) => {
            setTimeout(() => {
              const s = document.createElement('script')
              s.src = '/wp-includes/js/jquery/jquery.min.js'
              s.onload = () => resolve()
              s.onerror = () => reject(new Error('jQuery did not load'))
              document.head.appendChild(s)
            }, 300)
          }),
      )
      const seen = await p.page.evaluate(() => {
        type JQ = ((s: string) => { val(v: string): { trigger(e: string): unknown } }) & {
          noConflict(deep?: boolean): unknown
        }
        const w = window as unknown as { jQuery: JQ; $: unknown }
        w.jQuery('#nf-form-21-cont .number-container input').val('5').trigger('change')
        const total = [
          ...document.querySelectorAll('#nf-form-21-cont .html-container .nf-field-element'),
        ]
          .map((e) => e.textContent)
          .find((t) => t?.startsWith('Total'))
        const jq = w.jQuery
        const dollar = w.$ === jq
        // noConflict(true) hands both globals back to what was there before jQuery (nothing).
        const returned = jq.noConflict(true) === jq
        return { total, dollar, returned, after: [typeof w.jQuery, typeof w.$] }
      })
      expect(seen).toEqual({
        total: 'Total: 15.00',
        dollar: true,
        returned: true,
        after: ['undefined', 'undefined'],
      })
      expect(p.errors).toEqual([])
    } finally {
      await p.close()
    }
  })

  it('without jQuery fires nfFormReady and nfFormSubmitResponse as DOM events', async () => {
    const p = await openFixture(browser, 'forms-ui-boot-nojq')
    try {
      await p.page.waitForSelector('#nf-form-21-cont form input[type=submit]')
      await fillForm(p.page, '21')
      await p.page.click('#nf-form-21-cont input[type=submit]')
      await p.page.waitForFunction(() =>
        (window as unknown as { __events: string[] }).__events.includes('response:21'),
      )
      expect(await events(p)).toEqual(['ready:21:nf-form-21-cont', 'response:21'])
    } finally {
      await p.close()
    }
  })

  it('empties every container when the page has no form data', async () => {
    const p = await openFixture(browser, 'forms-ui-no-data')
    try {
      const html = await p.page.$$eval('.nf-form-cont', (els) => els.map((e) => e.innerHTML))
      expect(html).toEqual(['', ''])
      expect(p.errors).toEqual([])
    } finally {
      await p.close()
    }
  })
})

describe('security', () => {
  it('sanitizes html fields and the success message, escapes merge-tag values, and labels the message by its text', async () => {
    const p = await openFixture(browser, 'forms-ui-xss')
    try {
      await p.page.waitForSelector('.nf-form-cont form input[type=submit]')
      const form = await p.page.$eval('.nf-form-cont', (el) =>
        el.id.replace(/^nf-form-|-cont$/g, ''),
      )
      expect(await p.page.$eval('.nf-form-cont label em', (el) => el.textContent)).toBe('Your')
      expect(await p.page.$('.nf-form-cont a[href^="javascript"]')).toBeNull()
      const name = await p.page.$('.textbox-container input')
      await name!.type('<img src=x onerror="window.__xss=1">Eve')
      const echo = await p.page.$eval(
        '.nf-form-cont .html-container:nth-of-type(1), .nf-form-cont',
        () =>
          [...document.querySelectorAll('.html-container .nf-field-element')]
            .map((e) => e.textContent)
            .join('|'),
      )
      expect(echo).toContain('Hello <img src=x onerror="window.__xss=1">Eve')
      await p.page.click(`#nf-form-${form}-cont input[type=submit]`)
      await p.page.waitForSelector(`#nf-form-${form}-cont .nf-response-msg strong`)
      const msg = await p.page.$eval(`#nf-form-${form}-cont .nf-response-msg`, (el) => ({
        html: el.innerHTML,
        label: el.getAttribute('aria-label'),
        focused: document.activeElement === el,
      }))
      expect(msg.html).not.toContain('onerror')
      expect(msg.html).not.toContain('<script')
      expect(msg.label).toBe('Thanks!')
      expect(msg.focused).toBe(true)
      // hide_complete: the form goes, the message stays.
      expect(
        await p.page.$eval(`#nf-form-${form}-cont form`, (el) => (el as HTMLElement).hidden),
      ).toBe(true)
      await new Promise((r) => setTimeout(r, 200))
      expect(
        await p.page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss),
      ).toBeUndefined()
    } finally {
      await p.close()
    }
  })
})
