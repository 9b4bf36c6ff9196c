import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { siteKnobsSchema } from '../../sim/site/knobs'
import { convertNff } from '../../sim/pages/nff/convert'
import { expectServerShape } from '../../sim/pages/nff/converted-form.test-helper'
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
      expectServerShape(form, keys)
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
