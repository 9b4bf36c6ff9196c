import type { Page } from 'puppeteer'
import { describe, expect, it } from 'vitest'
import { openFixture, useBrowser } from '../support/browser'
import { PRESET_DRAWING } from '../../sim/pages/forms-fixtures/signature'
import { fieldIdByKey, formReady, submittedForms } from './forms-support'

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
      await p.page.type(`#nf-field-${ids.satisfy}`, 'Grace Hopper')
      await p.page.waitForFunction(() =>
        [...document.fonts].some((f) => f.family.includes('Satisfy') && f.status === 'loaded'),
      )
      await p.page.waitForFunction(() =>
        [...document.fonts].some((f) => f.family.includes('Dancing') && f.status === 'loaded'),
      )
      const preview = (id: string) =>
        p.page.$eval(`#nf-field-${id}-container .nf-signature-preview`, (el) => ({
          text: el.textContent,
          family: getComputedStyle(el).fontFamily,
        }))
      // typed_name fills the first signature before the visitor types anything.
      expect(await preview(ids.dancing)).toEqual({
        text: 'Ada Lovelace',
        family: '"Dancing Script", cursive',
      })
      expect(await preview(ids.satisfy)).toEqual({
        text: 'Grace Hopper',
        family: 'Satisfy, cursive',
      })
      expect((await preview(ids.cursive)).family).toBe('cursive')
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
  it('post the typed name (typed_name when untouched) and the drawing as a PNG data URL', async () => {
    const p = await openFixture(browser(), 'forms-signature')
    try {
      const form = await formReady(p.page)
      const key = (k: string) => fieldIdByKey(p.page, form, k)
      const drawn = await key('drawn')
      const canvas = `#nf-field-${drawn}`
      // The pad arrives lazily; it sizes the canvas to its box when it attaches.
      await p.page.waitForFunction(
        (sel) => (document.querySelector(sel) as HTMLCanvasElement).width > 300,
        {},
        canvas,
      )
      const box = (await (await p.page.$(canvas))!.boundingBox())!
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
      await p.page.type(`#nf-field-${await key('typed_satisfy')}`, 'Grace Hopper')
      await p.page.click(`#nf-form-${form}-cont input[type=submit]`)
      await p.page.waitForFunction(
        (id) => document.querySelector(`#nf-form-${id}-cont .nf-response-msg`)?.textContent,
        { timeout: 10_000 },
        form,
      )
      const [posted] = submittedForms(p.site.context.requests)
      const fields = posted!.fields as Record<string, { value: unknown }>
      expect(fields[await key('typed_dancing')]!.value).toBe('Ada Lovelace')
      expect(fields[await key('typed_satisfy')]!.value).toBe('Grace Hopper')
      const png = String(fields[drawn]!.value)
      expect(png).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/)
      expect(png.length).toBeGreaterThan(1000)
      // The preset drawing is shown on its pad and posted as it was.
      expect(fields[await key('drawn_preset')]!.value).toBe(PRESET_DRAWING)
      expect(await inkOn(`#nf-field-${await key('drawn_preset')}`)).toBeGreaterThan(1000)
      expect(
        await p.page.$eval(`#nf-form-${form}-cont .nf-response-msg`, (el) => el.textContent),
      ).toBe('Signed by Ada Lovelace.')
    } finally {
      await p.close()
    }
  })
})
