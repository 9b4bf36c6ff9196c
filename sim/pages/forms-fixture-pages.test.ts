import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { siteKnobsSchema } from '../site/knobs'
import { formsExportPages, formsFixturePages, nffPage } from './forms-fixture-pages'
import { findServerForm } from './forms-fixtures/registry'
import { formsInPage } from './nff/forms-in-page'

const ctx = {
  origin: 'http://127.0.0.1:8080',
  knobs: siteKnobsSchema.parse({}),
  nonces: { ajax: 'a', rest: 'r', forms: '590cf59449' },
}

const formsOf = formsInPage

describe('form fixture pages', () => {
  it('renders every page with its forms, containers and the bundle', () => {
    for (const page of [...formsFixturePages, ...formsExportPages()]) {
      const html = page.render(ctx)
      const forms = formsOf(html)
      expect(forms.length, page.id).toBeGreaterThan(0)
      for (const f of forms) {
        expect(html).toContain(`id="nf-form-${f.id}-cont"`)
        expect(findServerForm(f.id), `${page.id}: the server knows form ${f.id}`).toBeDefined()
      }
      expect(html).toContain('<script src="/dist/forms.js"></script>')
    }
  })

  it('has the sizes the time budgets need: 23 and 500 fields', () => {
    const count = (id: string) =>
      formsOf(formsFixturePages.find((p) => p.id === id)!.render(ctx))[0]!.fields.length
    expect(count('forms-23-fields')).toBe(23)
    expect(count('forms-500-fields')).toBe(500)
  })

  it('renders a second instance with suffixed ids', () => {
    const forms = formsOf(
      formsFixturePages.find((p) => p.id === 'forms-product-order-twice')!.render(ctx),
    )
    expect(forms.map((f) => f.id)).toEqual(['22', '22_1'])
    expect(forms[1]!.fields[0]!.id).toBe('1_1')
  })

  it('prints de_DE separators into nfi18n and the settings', () => {
    const html = formsFixturePages.find((p) => p.id === 'forms-calculations-de_DE')!.render(ctx)
    expect(formsOf(html)[0]!.settings).toMatchObject({
      decimal_point: ',',
      thousands_sep: '.',
      siteLocale: 'de_DE',
    })
  })

  it("serves a user's own .nff file and registers it with the mock server", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bramble-nff-'))
    const file = path.join(dir, 'my form.nff')
    writeFileSync(
      file,
      JSON.stringify({
        settings: { title: 'Mine' },
        fields: [{ key: 'q', type: 'textbox', label: 'Q', order: 1 }],
        actions: [{ type: 'successmessage', active: '1', success_msg: 'Got it' }],
      }),
    )
    const page = nffPage(file)
    expect(page.id).toBe('forms-custom-my-form')
    const [form] = formsOf(page.render(ctx))
    expect(findServerForm(form!.id)?.settings.title).toBe('Mine')
    expect(nffPage(file).render(ctx)).toContain(`form.id='${form!.id}'`)
    expect(() => nffPage(path.join(dir, 'missing.nff'))).toThrow(
      /missing\.nff: the file does not exist/,
    )
  })
})
