import type { Page } from 'puppeteer'
import { describe, expect, it } from 'vitest'
import { openFixture, useBrowser } from '../support/browser'

const browser = useBrowser()

// Two instances of the calculation form (21, 21_1) and a broken form (98), with jQuery.
const FIXTURE = 'forms-ui-boot'

type Model = { id: string; get(k: string): unknown }
type Collection = {
  length: number
  models: Model[]
  get(id: unknown): Model | undefined
  where(attrs: Record<string, unknown>): Model[]
  findWhere(attrs: Record<string, unknown>): Model | undefined
  each(fn: (m: Model, i: number) => void): void
}

/** Records every `forms: loaded` (ids of its collection) from the moment the bus appears. */
const recordLoaded = (page: Page) =>
  page.evaluateOnNewDocument(() => {
    type Channel = { on(name: string, fn: (x: never) => void): void }
    const w = window as unknown as { __loaded: string[] }
    w.__loaded = []
    let radio: unknown
    Object.defineProperty(window, 'nfRadio', {
      configurable: true,
      get: () => radio,
      set(v: { channel(name: string): Channel }) {
        radio = v
        v.channel('forms').on('loaded', (c: never) => {
          const models = (c as { models: { get(k: string): unknown }[] }).models
          w.__loaded.push(models.map((m) => String(m.get('id'))).join())
        })
      },
    })
  })

// A form whose data is pushed long after the page loaded (a popup or an ajax-loaded block).
const LATE = {
  id: '77',
  settings: { title: 'Late', calculations: [] },
  fields: [
    { id: 7701, key: 'late_name', type: 'textbox', label: 'Name', order: 1, value: '' },
    { id: 7702, key: 'late_submit', type: 'submit', label: 'Send', order: 2, value: '' },
  ],
}

describe('app and forms channels in real Chromium', () => {
  it('fires forms: loaded once for the forms of the page; a form added later does not fire it again', async () => {
    const p = await openFixture(browser(), FIXTURE, { beforeLoad: recordLoaded })
    try {
      await p.page.waitForFunction(
        () => (window as unknown as { __loaded: string[] }).__loaded.length > 0,
      )
      await p.page.evaluate((late) => {
        const w = window as unknown as { __late: string[]; nfForms: unknown[] }
        w.__late = []
        window.nfRadio
          .channel('form-77')
          .on('loaded', (m: never) => w.__late.push(String((m as Model).get('title'))))
        const cont = document.createElement('div')
        cont.id = 'nf-form-77-cont'
        cont.className = 'nf-form-cont'
        document.body.appendChild(cont)
        w.nfForms.push(late)
      }, LATE)
      await p.page.waitForSelector('#nf-form-77-cont form input[type=submit]')
      const seen = await p.page.evaluate(() => {
        const w = window as unknown as { __loaded: string[]; __late: string[] }
        return { loaded: w.__loaded, late: w.__late }
      })
      expect(seen).toEqual({ loaded: ['21,21_1'], late: ['Late'] })
    } finally {
      await p.close()
    }
  })

  it('answers app: get:forms and get:form with form models whose fields are a collection', async () => {
    const p = await openFixture(browser(), FIXTURE)
    try {
      await p.page.waitForSelector('#nf-form-21_1-cont form input[type=submit]')
      const seen = await p.page.evaluate(() => {
        const app = window.nfRadio.channel('app')
        const forms = app.request('get:forms') as Collection
        const one = forms.get('21_1')!
        const fields = one.get('fields') as Collection
        const ids: string[] = []
        forms.each((m, i) => ids.push(`${i}:${String(m.get('id'))}`))
        const number = fields.findWhere({ type: 'number' })!
        return {
          length: forms.length,
          ids,
          models: forms.models.map((m) => m.id),
          titled: forms.where({ id: '21' }).length,
          same: app.request('get:form', '21_1') === one,
          fieldCount: fields.length === fields.models.length && fields.length > 3,
          numberId: number.id,
          numberIsField:
            window.nfRadio.channel('fields').request('get:field', number.id) !== undefined,
          byId: fields.get(number.id) === number,
          htmlCount: fields.where({ type: 'html' }).length,
        }
      })
      expect(seen).toMatchObject({
        length: 2,
        ids: ['0:21', '1:21_1'],
        models: ['21', '21_1'],
        titled: 1,
        same: true,
        fieldCount: true,
        byId: true,
        numberIsField: true,
      })
      expect(seen.numberId).toMatch(/_1$/)
      expect(seen.htmlCount).toBeGreaterThan(0)
      expect(p.errors).toEqual([])
    } finally {
      await p.close()
    }
  })
})
