import type { Browser, Page } from 'puppeteer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openFixture, startBrowser } from '../support/browser'
import { fieldIdByKey, fillForm, formReady, submittedForms } from '../support/forms-support'

let browser: Browser
beforeAll(async () => {
  browser = await startBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const text = (page: Page, sel: string) => page.$eval(sel, (el) => el.textContent?.trim() ?? '')

describe('calculations', () => {
  it('shows Total: 15.00 for 5 + 5 + 5 and 3.85 for 3.50 × 1.10, recomputed per keystroke', async () => {
    const p = await openFixture(browser, 'forms-calculations')
    try {
      const form = await formReady(p.page)
      for (const key of ['number1', 'number2', 'number3'])
        await p.page.type(`#nf-field-${await fieldIdByKey(p.page, form, key)}`, '5')
      const total = `#nf-field-${await fieldIdByKey(p.page, form, 'total_html')}`
      expect(await text(p.page, total)).toBe('Total: 15.00')
      await p.page.type(
        `#nf-field-${await fieldIdByKey(p.page, form, 'textbox_with_currency_mask')}`,
        '3.50',
      )
      const withCurrency = `#nf-field-${await fieldIdByKey(p.page, form, 'with_currency_html')}`
      await p.page.waitForFunction(
        (s) => document.querySelector(s)?.textContent?.includes('3.85'),
        {},
        withCurrency,
      )
      expect(await text(p.page, withCurrency)).toBe('JS 3.85')
      // The engine is a chunk of its own, fetched only for a form that lists calculations.
      expect(p.fetchedBundles()).toContain('calc-engine.js')
      expect(p.errors).toEqual([])
    } finally {
      await p.close()
    }
  })
})

describe('live calculation displays', () => {
  it('keep their height when scrolled to: nothing below them moves under the pointer', async () => {
    const p = await openFixture(browser, 'forms-calculations')
    try {
      const form = await formReady(p.page)
      // A short window: the displays start off screen.
      await p.page.setViewport({ width: 800, height: 120 })
      await p.page.evaluate(() => window.scrollTo(0, 0))
      const button = `#nf-form-${form}-cont input[type=submit]`
      const top = () => p.page.$eval(button, (el) => el.getBoundingClientRect().top + scrollY)
      const before = await top()
      await p.page.evaluate(async () => {
        for (const el of document.querySelectorAll('.nf-live-display')) {
          el.scrollIntoView({ block: 'center' })
          await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))
        }
      })
      expect(await top()).toBe(before)
    } finally {
      await p.close()
    }
  })

  it('contain their paint in their field container, which still shows the whole display', async () => {
    const p = await openFixture(browser, 'forms-calculations')
    try {
      const form = await formReady(p.page)
      const id = await fieldIdByKey(p.page, form, 'total_html')
      await p.page.type(`#nf-field-${await fieldIdByKey(p.page, form, 'number1')}`, '1234567')
      const seen = await p.page.$eval(`#nf-field-${id}-container`, (container) => {
        const display = container.querySelector('.nf-live-display') as HTMLElement
        const c = container.getBoundingClientRect()
        const d = display.getBoundingClientRect()
        return {
          contain: getComputedStyle(container).contain,
          text: display.textContent,
          inside: d.top >= c.top && d.bottom <= c.bottom && d.left >= c.left && d.right <= c.right,
          height: d.height,
        }
      })
      expect(seen.contain).toBe('paint')
      expect(seen.text).toBe('Total: 1,234,567.00')
      expect(seen.height).toBeGreaterThan(0)
      expect(seen.inside).toBe(true)
      // Fields that are not live displays keep their containers as they were.
      const numberId = await fieldIdByKey(p.page, form, 'number1')
      expect(
        await p.page.$eval(`#nf-field-${numberId}-container`, (el) => getComputedStyle(el).contain),
      ).toBe('none')
    } finally {
      await p.close()
    }
  })
})

describe('repeater', () => {
  it('adds and removes sets with the keyboard and renumbers them', async () => {
    const p = await openFixture(browser, 'forms-repeater')
    try {
      const form = await formReady(p.page)
      const rep = await fieldIdByKey(p.page, form, 'guests')
      // The plugin's markup: one box per set holding its fieldset, the add button after them.
      const set = `#nf-field-${rep} > div`
      const sets = () => p.page.$$eval(`${set} > fieldset`, (els) => els.length)
      expect(await sets()).toBe(1)
      // As in the original, the first set cannot be removed.
      expect(await p.page.$(`${set} .nf-remove-fieldset`)).toBeNull()
      // Each add moves focus into the new set (forms-keyboard.test.ts); back to the button.
      for (let i = 0; i < 2; i++) {
        await p.page.focus(`#nf-field-${rep}-container .nf-add-fieldset`)
        await p.page.keyboard.press('Enter')
      }
      expect(await sets()).toBe(3)
      await p.page.type(`${set}:nth-child(3) input[type=text]`, 'Third guest')
      // Removing the second set moves the third one to index 1.
      await p.page.focus(`${set}:nth-child(2) .nf-remove-fieldset`)
      await p.page.keyboard.press('Space')
      expect(await sets()).toBe(2)
      const legends = await p.page.$$eval(`${set} legend`, (els) => els.map((e) => e.textContent))
      expect(legends).toEqual(['Guests 1', 'Guests 2'])
      const values = await p.page.$$eval(`${set} input[id$="_1"]`, (els) =>
        els.map((e) => (e as HTMLInputElement).value),
      )
      expect(values).toContain('Third guest')
    } finally {
      await p.close()
    }
  })
})

describe('submit', () => {
  it('keeps what the visitor typed when the server answers with errors, and shows them', async () => {
    const p = await openFixture(browser, 'forms-contact', {
      policy: { formsFormErrors: { limit: 'The form has reached its submission limit.' } },
    })
    try {
      const form = await formReady(p.page)
      await fillForm(p.page, form)
      const inputs = await p.page.$$eval(
        `#nf-form-${form}-cont .nf-form-content input:not([type=submit]), #nf-form-${form}-cont .nf-form-content textarea`,
        (els) => els.map((e) => e.id),
      )
      expect(inputs.length).toBeGreaterThan(2)
      const before = await p.page.$$eval(inputs.map((i) => `#${i}`).join(','), (els) =>
        els.map((e) => (e as HTMLInputElement).value),
      )
      await p.page.click(`#nf-form-${form}-cont input[type=submit]`)
      await p.page.waitForSelector(`#nf-form-errors-${form} .nf-error-limit`)
      expect(await text(p.page, `#nf-form-errors-${form} .nf-error-limit`)).toBe(
        'The form has reached its submission limit.',
      )
      const after = await p.page.$$eval(inputs.map((i) => `#${i}`).join(','), (els) =>
        els.map((e) => (e as HTMLInputElement).value),
      )
      expect(after).toEqual(before)
      // The button is usable again for another try.
      expect(
        await p.page.$eval(
          `#nf-form-${form}-cont input[type=submit]`,
          (b) => (b as HTMLInputElement).disabled,
        ),
      ).toBe(false)
    } finally {
      await p.close()
    }
  })

  it('focuses the first invalid field; like the original, submit stays enabled after it', async () => {
    const p = await openFixture(browser, 'forms-contact')
    try {
      const form = await formReady(p.page)
      const button = `#nf-form-${form}-cont input[type=submit]`
      await p.page.click(button)
      const focused = await p.page.evaluate(() => document.activeElement?.id)
      const first = await p.page.$eval(`#nf-form-${form}-cont [aria-invalid=true]`, (el) => el.id)
      expect(focused).toBe(first)
      // The original's submit:failed puts the button back (a later new error disables it).
      expect(await p.page.$eval(button, (b) => (b as HTMLInputElement).disabled)).toBe(false)
      expect(await p.page.$(`#nf-form-errors-${form} .nf-error-field-errors`)).not.toBeNull()
      expect(submittedForms(p.site.context.requests)).toHaveLength(0)
    } finally {
      await p.close()
    }
  })

  it('keeps two instances of a form independent (own totals, own submit)', async () => {
    const p = await openFixture(browser, 'forms-product-order-twice')
    try {
      await p.page.waitForSelector('#nf-form-22_1-cont form')
      const ids = await p.page.$$eval('.nf-form-cont', (els) => els.map((e) => e.id))
      expect(ids).toEqual(['nf-form-22-cont', 'nf-form-22_1-cont'])
      const totals = () =>
        p.page.$$eval('.nf-form-cont .total-container .nf-static', (els) =>
          els.map((e) => e.textContent),
        )
      const before = await totals()
      const qty = await p.page.$(
        '#nf-form-22-cont .nf-field-container[data-nf-field-type=quantity] input',
      )
      if (qty) {
        await qty.click({ clickCount: 3 })
        await qty.type('4')
      }
      const after = await totals()
      expect(after[1]).toBe(before[1])
      expect(after[0]).not.toBe(before[0])
    } finally {
      await p.close()
    }
  })
})
