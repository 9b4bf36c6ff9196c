import type { Page } from 'puppeteer'
import { describe, expect, it } from 'vitest'
import { openFixture, useBrowser } from '../support/browser'
import { fieldIdByKey, formReady, submittedForms } from '../support/forms-support'

const browser = useBrowser()

/** Font files the page fetched (from dist/ or anywhere else). */
const fontRequests = (requests: string[]) =>
  requests.filter((u) => /\.(woff2?|ttf|otf)(\?|$)/.test(u))

function recordRequests(page: Page): string[] {
  const urls: string[] = []
  page.on('request', (r) => urls.push(r.url()))
  return urls
}

describe('typed signatures', () => {
  it('show the name in each of the three fonts, loading only the two font files', async () => {
    let requests: string[] = []
    const p = await openFixture(browser(), 'forms-signature', {
      beforeLoad: async (page) => {
        requests = recordRequests(page)
      },
    })
    try {
      const form = await formReady(p.page)
      const ids = {
        dancing: await fieldIdByKey(p.page, form, 'typed_dancing'),
        satisfy: await fieldIdByKey(p.page, form, 'typed_satisfy'),
        cursive: await fieldIdByKey(p.page, form, 'typed_cursive'),
      }
      await p.page.type(`#nf-field-${ids.dancing}`, 'Ada Lovelace')
      await p.page.type(`#nf-field-${ids.satisfy}`, 'Grace Hopper')
      await p.page.waitForFunction(() =>
        [...document.fonts].some((f) => f.family.includes('Satisfy') && f.status === 'loaded'),
      )
      await p.page.waitForFunction(() =>
        [...document.fonts].some((f) => f.family.includes('Dancing') && f.status === 'loaded'),
      )
      const preview = (id: string) =>
        p.page.$eval(`#nf-field-${id}-container .nf-signature-preview-text`, (el) => ({
          text: el.textContent,
          family: getComputedStyle(el).fontFamily,
        }))
      expect(await preview(ids.dancing)).toEqual({
        text: 'Ada Lovelace',
        family: '"Dancing Script", cursive',
      })
      expect(await preview(ids.satisfy)).toEqual({
        text: 'Grace Hopper',
        family: 'Satisfy, cursive',
      })
      expect(await preview(ids.cursive)).toEqual({
        text: 'Your signature will appear here',
        family: 'cursive',
      })
      // The fonts were really used to draw the text: both faces are loaded in the page.
      expect(
        await p.page.evaluate(() => [
          document.fonts.check('32px "Dancing Script"', 'Ada'),
          document.fonts.check('32px Satisfy', 'Grace'),
        ]),
      ).toEqual([true, true])
      const fonts = fontRequests(requests).map((u) => new URL(u).pathname)
      expect(fonts.sort()).toEqual([
        '/dist/dancing-script-latin-400-normal.woff2',
        '/dist/satisfy-latin-400-normal.woff2',
      ])
      expect(p.errors).toEqual([])
    } finally {
      await p.close()
    }
  })

  it('loads no font and no font code on a form without a typed signature', async () => {
    let requests: string[] = []
    const p = await openFixture(browser(), 'forms-contact', {
      beforeLoad: async (page) => {
        requests = recordRequests(page)
      },
    })
    try {
      await formReady(p.page)
      // Give any lazy load a chance to start.
      await new Promise((r) => setTimeout(r, 300))
      expect(fontRequests(requests)).toEqual([])
      expect(p.fetchedBundles()).not.toContain('signature-fonts.js')
      expect(await p.page.evaluate(() => document.fonts.size)).toBe(0)
    } finally {
      await p.close()
    }
  })
})

describe('posted signatures', () => {
  it('post the JSON the real server validates: the typed name and font, or the drawing', async () => {
    const p = await openFixture(browser(), 'forms-signature')
    try {
      const form = await formReady(p.page)
      const key = (k: string) => fieldIdByKey(p.page, form, k)
      const drawn = await key('drawn')
      const canvas = `#nf-field-${drawn}`
      // The pad arrives lazily; attached, it takes the canvas's pointer (no text selection).
      await p.page.waitForFunction(
        (sel) => (document.querySelector(sel) as HTMLCanvasElement).style.userSelect === 'none',
        {},
        canvas,
      )
      await p.page.$eval(canvas, (el) => el.scrollIntoView({ block: 'center' }))
      const box = (await (await p.page.$(canvas))!.boundingBox())!
      expect([Math.round(box.width), Math.round(box.height)]).toEqual([400, 150])
      await p.page.mouse.move(box.x + 20, box.y + 30)
      await p.page.mouse.down()
      for (let i = 1; i <= 10; i++)
        await p.page.mouse.move(box.x + 20 + i * 15, box.y + 30 + (i % 3) * 20)
      await p.page.mouse.up()
      const inkOn = (sel: string) =>
        p.page.$eval(sel, (c) => {
          const el = c as HTMLCanvasElement
          const data = el.getContext('2d')!.getImageData(0, 0, el.width, el.height).data
          let n = 0
          for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) n++
          return n
        })
      expect(await inkOn(canvas)).toBeGreaterThan(50)
      // The placeholder goes and Clear becomes usable once something is drawn.
      expect(await p.page.$(`${canvas}-container .nf-signature-canvas-placeholder`)).toBeNull()
      // Both methods: drawing first; the visitor switches to typing.
      const witness = await key('witness')
      const methods = `#nf-field-${witness}-container .nf-signature-method-button`
      expect(
        await p.page.$$eval(methods, (els) => els.map((e) => [e.textContent, e.className])),
      ).toEqual([
        ['Type Name', 'components-button nf-signature-method-button  is-secondary'],
        ['Draw Signature', 'components-button nf-signature-method-button is-active is-primary'],
      ])
      await p.page.click(methods)
      await p.page.type(`#nf-field-${witness}`, 'Alan Turing')
      await p.page.type(`#nf-field-${await key('typed_dancing')}`, 'Ada Lovelace')
      await p.page.type(`#nf-field-${await key('typed_satisfy')}`, 'Grace Hopper')
      await p.page.click(`#nf-form-${form}-cont input[type=submit]`)
      await p.page.waitForFunction(
        (id) => document.querySelector(`#nf-form-${id}-cont .nf-response-msg`)?.textContent,
        { timeout: 10_000 },
        form,
      )
      const [posted] = submittedForms(p.site.context.requests)
      const fields = posted!.fields as Record<string, { value: unknown }>
      const json = async (k: string) =>
        JSON.parse(String(fields[await key(k)]!.value)) as Record<string, unknown>
      const typed = (name: string, font: string, id: string) => ({
        signature_type: 'typed',
        typed_name: name,
        signature_font: font,
        field_id: Number(id),
        timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d/),
      })
      expect(await json('typed_dancing')).toEqual(
        typed('Ada Lovelace', 'dancing-script', await key('typed_dancing')),
      )
      expect(await json('typed_satisfy')).toEqual(
        typed('Grace Hopper', 'satisfy', await key('typed_satisfy')),
      )
      expect(await json('witness')).toEqual(typed('Alan Turing', 'dancing-script', witness))
      // Nothing typed: nothing posted, as the original.
      expect(fields[await key('typed_cursive')]!.value).toBe('')
      const drawing = await json('drawn')
      expect(drawing).toMatchObject({
        signature_type: 'drawn',
        canvas_dimensions: { width: 400, height: 150 },
        field_id: Number(drawn),
      })
      expect(String(drawing.signature_data)).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/)
      expect(String(drawing.signature_data).length).toBeGreaterThan(1000)
      expect(
        await p.page.$eval(`#nf-form-${form}-cont .nf-response-msg`, (el) => el.textContent),
      ).toBe('Signed by Ada Lovelace.')
    } finally {
      await p.close()
    }
  })
})
