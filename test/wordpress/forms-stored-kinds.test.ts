/**
 * Original versus Bramble, the kinds with their own inner markup: the same visitor input into
 * date (date only, today by default, date and time, time only), star rating, image lists,
 * repeater and signature (typed and drawn) is stored the same by the form builder's server,
 * and the success message looks the same.
 */
import type { Page } from 'puppeteer'
import { describe, it, type ExpectStatic } from 'vitest'
import { useBrowser } from '../support/browser'
import { diffShare, expectAlike, openForPicture, shot } from './pictures'
import { runId, useSite, visitorLanguage, type Flavour } from './site'
import { waitForJsCheck } from './visitor'

const site = useSite()
const browser = useBrowser()

/** A field of the form by its key. */
const f = (key: string) => `[data-testid="nf-field-${key}"]`
/** The n-th field of a repeater's first set. */
const child = (repeater: string, n: number) =>
  `${f(repeater)} .nf-repeater-fieldset nf-field:nth-of-type(${n})`

interface Sent {
  readonly values: Record<string, unknown>
  readonly picture: Awaited<ReturnType<typeof shot>>
}

/**
 * Opens the form as `flavour`, lets `fill` act as the visitor, submits and reads back. The
 * two tests run at once, on two forms; each form's original and ours one after the other
 * (their values are the same, so the count of submissions tells them apart).
 */
async function send(
  expect: ExpectStatic,
  name: string,
  flavour: Flavour,
  fill: (page: Page) => Promise<void>,
) {
  const form = site.pages.forms[name]!
  const before = (await site.submissions(form.formId)).length
  const p = await openForPicture(browser(), site, form.url, flavour, {
    acceptLanguage: visitorLanguage(Object.keys(site.pages.forms).indexOf(name)),
  })
  try {
    await waitForJsCheck(p.page)
    await fill(p.page)
    await p.page.click('.nf-form-cont input[type=submit]')
    const msg = `#nf-form-${form.formId}-cont .nf-response-msg`
    await p.page.waitForFunction((s) => document.querySelector(s)?.textContent, {}, msg)
    const subs = await site.submissions(form.formId)
    expect(subs, flavour).toHaveLength(before + 1)
    expect(p.errors, flavour).toEqual([])
    await p.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    return { values: subs.at(-1)!.values, picture: await shot(p.page) } as Sent
  } finally {
    await p.close()
  }
}

/** Types a date into a date field's visible input and closes the calendar. */
async function typeDate(page: Page, key: string, text: string) {
  await page.type(`${f(key)} .pikaday__container input[type=text]`, text)
  await page.keyboard.press('Escape')
}

async function fillSurvey(page: Page) {
  await page.click(`${f('size')} input[value=yard]`)
  // Image options are chosen by their picture (the input is visually hidden on both).
  await page.click(`${f('leaf')} label[for$="-1"]`)
  await page.click(`${f('paths')} label[for$="-0"]`)
  await page.click(`${f('paths')} label[for$="-1"]`)
  await page.click(`${f('mood')} .star[title="4"]`)
  await typeDate(page, 'planted', '21/03/2024')
  await typeDate(page, 'visit', '05/04/2025')
  await page.select(`${f('visit')} select.hour`, '03')
  await page.select(`${f('visit')} select.minute`, '15')
  await page.select(`${f('visit')} select.ampm`, 'pm')
  await page.select(`${f('watering')} select.hour`, '18')
  await page.select(`${f('watering')} select.minute`, '30')
}

/** Draws a short stroke on a signature pad. */
async function draw(page: Page, canvas: string) {
  await page.$eval(canvas, (el) => el.scrollIntoView({ block: 'center' }))
  const box = (await (await page.$(canvas))!.boundingBox())!
  await page.mouse.move(box.x + 30, box.y + 40)
  await page.mouse.down()
  for (let i = 1; i <= 12; i++)
    await page.mouse.move(box.x + 30 + i * 20, box.y + 40 + (i % 3) * 25)
  await page.mouse.up()
}

/**
 * The typed signer's name: letters only. The original front end keeps a typed name only while
 * it is letters, marks, spaces, apostrophes and hyphens; from the first digit on it silently
 * keeps posting the last such value ('Rosa mwxwal' for 'Rosa mwxwal14qezy'), although its
 * server stores any text. Bramble posts what the visitor sees (docs/real-server.md).
 */
const signer = (id: string) => `Rosa ${id.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`

const fillOrder = (id: string) => async (page: Page) => {
  await page.type(`${f('email')} input`, `plants-${id}@example.com`)
  await page.type(`${child('recipients', 1)} input`, 'Rosa')
  await page.select(`${child('recipients', 3)} select`, 'flowers')
  await page.click(`${f('sign')} .nf-signature-method-button:first-child`)
  await page.type(`${f('sign')} input[type=text]`, signer(id))
  // The pad arrives lazily on both; drawn, the original and ours enable Clear.
  await page.waitForSelector(`${f('initials')} canvas`)
  await page.waitForNetworkIdle({ idleTime: 300 })
  await draw(page, `${f('initials')} canvas`)
  await page.waitForSelector(`${f('initials')} .nf-signature-clear-button:not([disabled])`)
}

/** A stored signature without its moment (each side signs at its own time). */
function signature(expect: ExpectStatic, value: unknown): Record<string, unknown> {
  const { timestamp, ...rest } = JSON.parse(String(value)) as Record<string, unknown>
  expect(String(timestamp)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d/)
  return rest
}

describe.concurrent(
  'the kinds with their own markup store the same values, original then Bramble',
  () => {
    it('survey: image lists, star rating and every date mode', async ({ expect }) => {
      const [original, ours] = [
        await send(expect, 'survey', 'original', fillSurvey),
        await send(expect, 'survey', 'bramble', fillSurvey),
      ]
      expect(original.values).toMatchObject({
        leaf: 'fern',
        paths: ['gravel', 'bark'],
        mood: '4',
        planted: '21/03/2024',
        today: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
        visit: { date: '05/04/2025', hour: '03', minute: '15', ampm: 'pm' },
        watering: '18:30',
      })
      expect(ours.values).toEqual(original.values)
      const success = diffShare('survey-success', original.picture, ours.picture)
      expectAlike(expect, 'survey after success', success)
    })

    it('plant order: typed and drawn signatures, and a repeater set', async ({ expect }) => {
      const id = runId()
      const [original, ours] = [
        await send(expect, 'plant-order', 'original', fillOrder(id)),
        await send(expect, 'plant-order', 'bramble', fillOrder(id)),
      ]
      for (const [side, sent] of [
        ['original', original],
        ['bramble', ours],
      ] as const) {
        expect(signature(expect, sent.values.sign), side).toEqual({
          signature_type: 'typed',
          typed_name: signer(id),
          signature_font: 'satisfy',
        })
        // Each side's pad draws its own pixels; the server keeps the PNG and the pad's size.
        const drawn = signature(expect, sent.values.initials)
        expect(drawn, side).toMatchObject({
          signature_type: 'drawn',
          canvas_dimensions: { width: 400, height: 150 },
        })
        expect(String(drawn.signature_data)).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]{500,}/)
      }
      // Bramble's set reaches the server under the ids the original gives its children.
      const recipients = ours.values.recipients as Record<string, { value: unknown }>
      expect(Object.fromEntries(Object.values(recipients).map((c, i) => [i, c.value]))).toEqual({
        0: 'Rosa',
        1: '',
        2: 'flowers',
      })
      expect(Object.keys(recipients).every((k) => /^\d+\.[123]_0$/.test(k))).toBe(true)
      // The original 3.14.9 front end posts '' for a filled repeater: it stores no set at all.
      expect(original.values.recipients).toBe('')
      // The total is left out: the original adds 900 for a "9,00" price no visitor ordered
      // (906.90 against our 6.90), a difference of the product kinds, not of these.
      const {
        recipients: _a,
        to_pay: _b,
        sign: _c,
        initials: _d,
        ...restOriginal
      } = original.values
      const { recipients: _e, to_pay: _f, sign: _g, initials: _h, ...restOurs } = ours.values
      expect(restOurs).toEqual(restOriginal)
      const success = diffShare('plant-order-success', original.picture, ours.picture)
      expectAlike(expect, 'plant-order after success', success)
    })
  },
)
