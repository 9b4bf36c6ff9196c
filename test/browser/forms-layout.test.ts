import type { Page } from 'puppeteer'
import { describe, expect, it } from 'vitest'
import { pageFixtures, type PageFixture } from '../../sim/pages'
import { openFixture, useBrowser } from '../support/browser'
import { fillForm, submittedForms } from '../support/forms-support'

const browser = useBrowser()

const FIXTURE = 'forms-contact'

/** Replaces `formContentData` of every form the page pushes into `nfForms`. */
function withLayout(layout: unknown) {
  return (page: Page) =>
    page
      .evaluateOnNewDocument((content) => {
        const forms: unknown[] = []
        Object.defineProperty(forms, 'push', {
          configurable: true,
          writable: true,
          value(this: unknown[], ...items: { settings?: Record<string, unknown> }[]) {
            for (const f of items) if (f?.settings) f.settings.formContentData = content
            return Array.prototype.push.apply(this, items)
          },
        })
        ;(window as unknown as { nfForms: unknown[] }).nfForms = forms
      }, layout)
      .then(() => undefined)
}

/** The field types of the form's containers in document order, grouped by row. */
function rows(page: Page): Promise<string[][]> {
  return page.$$eval('.nf-form-content nf-fields-wrap > .nf-row', (els) =>
    els.map((row) =>
      [...row.querySelectorAll<HTMLElement>('.nf-field-container')].map(
        (c) => c.dataset.nfFieldType ?? '',
      ),
    ),
  )
}

/**
 * What a layout add-on does on the page: its script (loaded after the form bundle) registers
 * its form-content view filter on the bus before the forms are drawn.
 */
function withAddon(page: Page): Promise<void> {
  return page
    .evaluateOnNewDocument(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const w = window as unknown as {
          nfRadio: { channel(n: string): { request(name: string, ...a: unknown[]): unknown } }
        }
        w.nfRadio.channel('formContent').request('add:viewFilter', () => undefined, 10)
      })
    })
    .then(() => undefined)
}

/**
 * The contact export as our WordPress plugin prints it on a block theme: React's vendor file
 * and the bundle in `<head>`, the form's data in the body after them. `tail` is printed at the
 * end of the body; an inline script there records whether the form was drawn by then.
 */
function bundleFirst(tail = ''): PageFixture {
  const contact = pageFixtures.get(FIXTURE)!
  return {
    id: 'forms-contact-bundle-first',
    title: contact.title,
    description: 'The contact export with the form bundle in <head>',
    render(ctx) {
      const html = contact.render(ctx)
      const globals = /<script>var nfFrontEnd=.*?<\/script>/s.exec(html)![0]
      const bundle = '<script src="/dist/forms.js"></script>'
      const head = `${globals}<script src="/dist/react-vendor.js"></script>${bundle}`
      const probe = `<script>window.__drawnWhileParsing = document.readyState === 'loading' &&
        !!document.querySelector('.nf-form-cont .submit-container input[type=submit]')</script>`
      return html
        .replace(globals, '')
        .replace(bundle, '')
        .replace(/<head>/i, (h) => `${h}${head}`)
        .replace(/<\/body>/i, (b) => `${tail}${probe}${b}`)
    },
  }
}

/** The top and width of the first field container of each cell of the first row. */
function cellBoxes(page: Page): Promise<{ top: number; width: number }[]> {
  return page.$$eval('.nf-form-content nf-fields-wrap > .nf-row:first-child > .nf-cell', (cells) =>
    cells.map((c) => {
      const r = c.getBoundingClientRect()
      return { top: Math.round(r.top), width: Math.round(r.width) }
    }),
  )
}

describe('formContentData Layout rows', () => {
  it("draws the fields in order without a layout add-on, as the original's core", async () => {
    const layout = [
      { order: '0', cells: [{ order: '0', fields: ['submit'], width: '100' }] },
      { order: '1', cells: [{ order: '0', fields: ['email', 'name'], width: '100' }] },
    ]
    const fetched: string[] = []
    const p = await openFixture(browser(), FIXTURE, {
      beforeLoad: (page) => {
        page.on('request', (r) => fetched.push(r.url()))
        return withLayout(layout)(page)
      },
    })
    try {
      await p.page.waitForSelector('.nf-form-cont form .submit-container input')
      expect(await p.page.$('.nf-row')).toBeNull()
      // Rows it does not draw need no field kit: the chunk is never fetched (issue 19).
      expect(fetched.filter((url) => url.endsWith('/field-kit.js'))).toEqual([])
      const types = await p.page.$$eval('.nf-field-container', (els) =>
        els.map((e) => (e as HTMLElement).dataset.nfFieldType),
      )
      expect(types).toEqual(['textbox', 'email', 'textarea', 'submit'])
    } finally {
      await p.close()
    }
  })

  it('renders the contact export as its four rows with a layout add-on and still submits', async () => {
    const p = await openFixture(browser(), FIXTURE, { beforeLoad: withAddon })
    try {
      await p.page.waitForSelector('.nf-form-cont form .submit-container input')
      expect(await rows(p.page)).toEqual([['textbox'], ['email'], ['textarea'], ['submit']])
      const formId = await p.page.$eval('.nf-form-cont', (el) =>
        el.id.replace(/^nf-form-/, '').replace(/-cont$/, ''),
      )
      await fillForm(p.page, formId)
      await p.page.click('.submit-container input[type=submit]')
      await p.page.waitForFunction(
        () => document.querySelector('.nf-response-msg')?.textContent !== '',
        { timeout: 5000 },
      )
      const sent = submittedForms(p.site.context.requests)
      expect(sent).toHaveLength(1)
      // Every field is posted, and the layout never is.
      expect(Object.keys(sent[0]!.fields as object)).toHaveLength(4)
      expect(sent[0]!.settings).not.toHaveProperty('formContentData')
      expect(p.errors).toEqual([])
    } finally {
      await p.close()
    }
  })

  it('puts cells side by side by their widths on a wide screen and stacks them on a narrow one', async () => {
    const layout = [
      {
        order: '0',
        cells: [
          { order: '1', fields: ['email'], width: '25' },
          { order: '0', fields: ['name', 'no_such_field'], width: '75' },
        ],
      },
      { order: '1', cells: [{ order: '0', fields: ['submit'], width: '100' }] },
    ]
    const p = await openFixture(browser(), FIXTURE, {
      beforeLoad: (page) => withAddon(page).then(() => withLayout(layout)(page)),
    })
    try {
      await p.page.setViewport({ width: 1000, height: 800 })
      await p.page.waitForSelector('.nf-form-cont form .submit-container input')
      // The message field is in no row: it follows the rows.
      expect(await rows(p.page)).toEqual([['textbox', 'email'], ['submit']])
      const last = await p.page.$eval(
        '.nf-form-content nf-fields-wrap > :last-child .nf-field-container',
        (el) => (el as HTMLElement).dataset.nfFieldType,
      )
      expect(last).toBe('textarea')
      const wide = await cellBoxes(p.page)
      expect(wide[0]!.top).toBe(wide[1]!.top)
      expect(wide[0]!.width / wide[1]!.width).toBeCloseTo(3, 1)

      await p.page.setViewport({ width: 360, height: 800 })
      const narrow = await cellBoxes(p.page)
      expect(narrow[1]!.top).toBeGreaterThan(narrow[0]!.top)
      expect(narrow[0]!.width).toBe(narrow[1]!.width)
      expect(p.errors).toEqual([])
    } finally {
      await p.close()
    }
  })

  // Issue 19: waiting for the parse cost the contact form a frame and the rest of the page.
  it('draws a form whose data follows the bundle while the page is still being parsed', async () => {
    const page = bundleFirst()
    const p = await openFixture(browser(), page.id, { pages: [page] })
    try {
      expect(
        await p.page.evaluate(
          () => (window as { __drawnWhileParsing?: boolean }).__drawnWhileParsing,
        ),
      ).toBe(true)
      expect(await p.page.$('.nf-row')).toBeNull()
      expect(p.errors).toEqual([])
    } finally {
      await p.close()
    }
  })

  it('draws that form again in its rows when a layout add-on printed after it registers', async () => {
    const addon = `<script>nfRadio.channel('formContent').request('add:viewFilter', () => undefined, 10)</script>`
    const page = bundleFirst(addon)
    const p = await openFixture(browser(), page.id, { pages: [page] })
    try {
      // Drawn at once in order, then in rows once the add-on's filter is there.
      expect(
        await p.page.evaluate(
          () => (window as { __drawnWhileParsing?: boolean }).__drawnWhileParsing,
        ),
      ).toBe(true)
      await p.page.waitForSelector('.nf-form-content nf-fields-wrap > .nf-row')
      expect(await rows(p.page)).toEqual([['textbox'], ['email'], ['textarea'], ['submit']])
      expect(p.errors).toEqual([])
    } finally {
      await p.close()
    }
  })
})
