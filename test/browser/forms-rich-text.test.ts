/**
 * The rich-text textarea (the workshop export's "Longer story") in real Chromium on the
 * mocked site, which prints none of the form builder's editor stylesheet: the editor keeps
 * the original's size and markup, its toolbar works with the mouse and the keyboard, and what
 * the visitor formats is the value sent.
 */
import type { Page } from 'puppeteer'
import { afterEach, describe, expect, it } from 'vitest'
import { openFixture, useBrowser, type OpenedPage } from '../support/browser'
import { fieldIdByKey, fillForm, formReady, submittedForms } from '../support/forms-support'

const browser = useBrowser()
let opened: OpenedPage | undefined
afterEach(async () => {
  await opened?.close()
  opened = undefined
})

async function workshop(): Promise<{ page: Page; form: string; id: string }> {
  opened = await openFixture(browser(), 'forms-workshop')
  // The whole form on screen: a click that first scrolls the page can reach the map frame
  // above the editor in this headless Chromium (its hit test runs before the scroll lands).
  await opened.page.setViewport({ width: 900, height: 2200 })
  const form = await formReady(opened.page)
  const id = await fieldIdByKey(opened.page, form, 'story')
  await opened.page.waitForSelector(`#nf-field-${id}.ql-editor`)
  return { page: opened.page, form, id }
}

const box = (page: Page, sel: string) =>
  page.$eval(sel, (el) => {
    const r = el.getBoundingClientRect()
    return { width: Math.round(r.width), height: Math.round(r.height) }
  })

describe('the rich-text textarea', () => {
  it("has the original's markup and size: a hidden named textarea, the toolbar, a 200 px editor", async () => {
    const { page, id } = await workshop()
    const wrapper = `#nf-field-${id}-container .nf-quill-wrapper`
    expect(await box(page, `#nf-field-${id}`)).toMatchObject({ height: 200 })
    expect(await box(page, `${wrapper} .ql-toolbar button.ql-bold`)).toEqual({
      width: 28,
      height: 28,
    })
    expect(await box(page, `${wrapper} .ql-header.ql-picker`)).toEqual({ width: 98, height: 28 })
    const named = await page.$eval(`textarea[name="nf-field-${id}"]`, (el) => ({
      shown: getComputedStyle(el).display !== 'none',
      next: el.nextElementSibling?.className,
    }))
    expect(named).toEqual({ shown: false, next: 'nf-quill-wrapper' })
    const names = await page.$$eval(
      `${wrapper} [role=toolbar] button, ${wrapper} [role=button]`,
      (els) => els.map((el) => el.getAttribute('aria-label')),
    )
    expect(names).toEqual([
      'Text style: Normal',
      'Bold',
      'Italic',
      'Underline',
      'Clear formatting',
      'Numbered list',
      'Bulleted list',
      'Alignment: Align left',
      'Insert link',
      'Unlink',
      'Insert table',
      'Undo',
      'Redo',
    ])
  })

  it('formats with the toolbar (mouse and keyboard) and sends the HTML the visitor sees', async () => {
    const { page, form, id } = await workshop()
    const editor = `#nf-field-${id}`
    const wrapper = `#nf-field-${id}-container .nf-quill-wrapper`
    await page.click(editor)
    await page.keyboard.type('Two evenings ')
    await page.click(`${wrapper} button.ql-bold`)
    expect(await page.$eval(`${wrapper} button.ql-bold`, (b) => b.ariaPressed)).toBe('true')
    // The mouse press left the caret in the editor: the typing goes on, in bold.
    await page.keyboard.type('at the wheel')
    // The text style picker by keyboard: Enter opens it on "Normal", ArrowUp reaches
    // "Heading 3", Enter picks it and gives the focus back to the picker.
    await page.focus(`${wrapper} .ql-header .ql-picker-label`)
    await page.keyboard.press('Enter')
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))
    expect(await focused()).toBe('Normal')
    await page.keyboard.press('ArrowUp')
    expect(await focused()).toBe('Heading 3')
    await page.keyboard.press('Enter')
    // Picked: the list closes, the label names the style, the caret is back in the editor.
    expect(await page.$(`${wrapper} .ql-picker-options`)).toBeNull()
    expect(await page.$eval(`${wrapper} .ql-header .ql-picker-label`, (l) => l.ariaLabel)).toBe(
      'Text style: Heading 3',
    )
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(`nf-field-${id}`)
    const html = await page.$eval(editor, (el) => el.innerHTML)
    expect(html).toBe('<h3>Two evenings <b>at the wheel</b></h3>')
    // The hidden textarea holds the value, as the original's does.
    expect(await page.$eval(`textarea[name="nf-field-${id}"]`, (t) => t.value)).toBe(html)
    await fillForm(page, form, { only: 'required' })
    await page.click(`#nf-form-${form}-cont input[type=submit]`)
    await page.waitForSelector(`#nf-form-${form}-cont .nf-response-msg:not(:empty)`)
    const sent = submittedForms(opened!.site.context.requests).at(-1) as {
      fields: Record<string, { value: unknown }>
    }
    expect(sent.fields[id]?.value).toBe(html)
    expect(opened!.errors).toEqual([])
  })

  it('sends nothing for an editor left blank or emptied', async () => {
    const { page, id } = await workshop()
    const editor = `#nf-field-${id}`
    await page.click(editor)
    await page.keyboard.type('x')
    const value = () =>
      page.evaluate(
        (f) =>
          (document.querySelector(`textarea[name="nf-field-${f}"]`) as HTMLTextAreaElement).value,
        id,
      )
    expect(await value()).toBe('<p>x</p>')
    expect(await page.$eval(editor, (el) => el.classList.contains('ql-blank'))).toBe(false)
    await page.keyboard.press('Backspace')
    expect(await value()).toBe('')
    expect(await page.$eval(editor, (el) => el.classList.contains('ql-blank'))).toBe(true)
  })
})
