import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { siteKnobsSchema } from '../../sim/site/knobs'
import { convertNff } from '../../sim/pages/nff/convert'
import { formsInPage } from '../../sim/pages/nff/forms-in-page'
import { parseNff } from '../../sim/pages/nff/parse-nff'
import { nffPage } from '../../sim/pages'
import { findServerForm } from '../../sim/pages/forms-fixtures/registry'
import { templateFiles } from './templates-dir'

const ctx = {
  origin: 'http://127.0.0.1:8080',
  knobs: siteKnobsSchema.parse({}),
  nonces: { ajax: 'a', rest: 'r', forms: '590cf59449' },
}

describe('a folder of form exports converts as the server would print it', () => {
  const files = templateFiles()

  it('holds at least one .nff export', () => {
    expect(files.length).toBeGreaterThan(0)
  })

  it.each(files.map((f) => [path.basename(f), f]))(
    '%s: normalised fields with ids 1…n and the server-added keys',
    (_, file) => {
      const raw = parseNff(readFileSync(file), file)
      const form = convertNff(raw, { id: '5' })
      const keys = [...new Set(raw.fields.map((f) => String(f.key ?? '')).filter(Boolean))]
      expect(form.fields.map((f) => f.id)).toEqual(form.fields.map((_, i) => i + 1))
      expect(form.fields.map((f) => f.key)).toEqual(keys)
      for (const f of form.fields) {
        expect(typeof f.order).toBe('number')
        expect(f.label_pos).not.toBe('default')
        expect(typeof f.value).toBe('string')
        expect(f).toHaveProperty('parentType')
        expect(Array.isArray(f.element_templates)).toBe(true)
        expect(f.beforeField).toBe('')
        if (f.required !== undefined) expect([0, 1, false, true, '']).toContain(f.required)
      }
      expect(form.settings.siteLocale).toBe('en_US')
      expect(form.settings.embed_form).toBe('')
      expect(typeof form.settings.show_title).toBe('string')
    },
  )

  it.each(files.map((f) => [path.basename(f), f]))(
    '%s: its page prints the form and the mock server knows it',
    (_, file) => {
      const html = nffPage(file).render(ctx)
      const forms = formsInPage(html)
      expect(forms).toHaveLength(1)
      expect(html).toContain(`id="nf-form-${forms[0]!.id}-cont"`)
      expect(findServerForm(forms[0]!.id)).toBeDefined()
    },
  )
})
