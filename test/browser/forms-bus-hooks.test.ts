import type { Page } from 'puppeteer'
import { describe, expect, it } from 'vitest'
import { openFixture, useBrowser } from '../support/browser'
import {
  fieldIdByKey,
  fillForm,
  formReady,
  submitAnswered,
  submittedForms,
} from '../support/forms-support'

const browser = useBrowser()

/** The `#nf-field-<id>` selector of `key`. */
const fieldSel = async (page: Page, formId: string, key: string) =>
  `#nf-field-${await fieldIdByKey(page, formId, key)}`

describe('add-on replies that change the form logic, in real Chromium', () => {
  it('uses a <type>: get:calcValue reply in calculations and logs steps under nfCalculationsDebug', async () => {
    const p = await openFixture(browser(), 'forms-calculations')
    try {
      const formId = await formReady(p.page)
      await p.page.evaluate(() => {
        window.nfRadio
          .channel('number')
          .reply('get:calcValue', (m: { get(k: string): unknown }) => Number(m.get('value')) * 10)
        window.nfCalculationsDebug = true
      })
      for (const key of ['number1', 'number2', 'number3'])
        await p.page.type(await fieldSel(p.page, formId, key), '5')
      const total = await fieldSel(p.page, formId, 'total_html')
      expect(await p.page.$eval(total, (el) => el.textContent?.trim())).toBe('Total: 150.00')
      expect(p.console).toContain('log: [bramble] Calculation "calc_1": 50 + 50 + 50 = 150.00')
      expect(p.errors).toEqual([])
    } finally {
      await p.close()
    }
  })

  it('logs number decodes and encodes only while nfLocaleConverterDebug is on', async () => {
    const p = await openFixture(browser(), 'forms-calculations')
    try {
      const formId = await formReady(p.page)
      const numberLines = () => p.console.filter((l) => l.startsWith('log: [bramble] Number '))
      await p.page.type(await fieldSel(p.page, formId, 'number1'), '5')
      expect(numberLines()).toEqual([])
      await p.page.evaluate(() => {
        ;(window as { nfLocaleConverterDebug?: boolean }).nfLocaleConverterDebug = true
      })
      await p.page.type(await fieldSel(p.page, formId, 'number2'), '7')
      const decoded = await p.page.evaluate(() =>
        window.nfRadio.channel('app').request('locale:decodeNumber', '1,234.5'),
      )
      expect(decoded).toBe('1234.5')
      const en = '(en_US, thousands ",", decimal ".")'
      // The typed value read by the calculations, the total shown, then the bus request.
      expect(numberLines()).toContain(`log: [bramble] Number Decoder "7" -> "7" ${en}`)
      expect(numberLines()).toContain(`log: [bramble] Number Encoder 12 -> "12.00" ${en}`)
      expect(numberLines().at(-1)).toBe(`log: [bramble] Number Decoder "1,234.5" -> "1234.5" ${en}`)
      const count = numberLines().length
      await p.page.evaluate(() => {
        ;(window as { nfLocaleConverterDebug?: boolean }).nfLocaleConverterDebug = false
      })
      await p.page.type(await fieldSel(p.page, formId, 'number3'), '1')
      expect(numberLines()).toHaveLength(count)
      expect(p.errors).toEqual([])
    } finally {
      await p.close()
    }
  })

  it('lets <type>: validate:required decide whether a required field is filled', async () => {
    const p = await openFixture(browser(), 'forms-contact')
    try {
      const formId = await formReady(p.page)
      await p.page.evaluate(() => {
        const radio = window.nfRadio
        // The name counts as filled even when empty; the message never does.
        radio.channel('textbox').reply('validate:required', () => true)
        radio.channel('textarea').reply('validate:required', () => false)
      })
      await p.page.type(await fieldSel(p.page, formId, 'email'), 'visitor@example.com')
      await p.page.type(await fieldSel(p.page, formId, 'message'), 'Hello')
      await p.page.click('.submit-container input[type=submit]')
      const message = await fieldSel(p.page, formId, 'message')
      await p.page.waitForSelector(`${message}-container .nf-error-required-error`)
      const name = await fieldSel(p.page, formId, 'name')
      expect(await p.page.$(`${name}-container .nf-error-required-error`)).toBeNull()
      expect(submittedForms(p.site.context.requests)).toHaveLength(0)
    } finally {
      await p.close()
    }
  })

  it('stores the value a <type>: before:updateField reply returns', async () => {
    const p = await openFixture(browser(), 'forms-contact')
    try {
      const formId = await formReady(p.page)
      await p.page.evaluate(() => {
        const radio = window.nfRadio
        radio.channel('textbox').reply('before:updateField', (el: unknown) => {
          const input = (el as { 0?: HTMLInputElement })[0] ?? (el as HTMLInputElement)
          return input.value.toUpperCase()
        })
      })
      await fillForm(p.page, formId)
      const answered = submitAnswered(p.page)
      await p.page.click('.submit-container input[type=submit]')
      await answered
      const forms = submittedForms(p.site.context.requests)
      expect(forms).toHaveLength(1)
      const sent = forms[0]!.fields as Record<string, { value: unknown }>
      const values = Object.values(sent).map((f) => f.value)
      expect(values).toContain('ADA LOVELACE')
      // Other types keep what the visitor typed.
      expect(values).toContain('Ada Lovelace')
      expect(p.errors).toEqual([])
    } finally {
      await p.close()
    }
  })
})
