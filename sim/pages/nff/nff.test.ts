import { readFileSync } from 'node:fs'
import path from 'node:path'
import vm from 'node:vm'
import { describe, expect, it } from 'vitest'
import { siteKnobsSchema } from '../../site/knobs'
import { actionsReply } from './actions'
import { convertNff, formInstance } from './convert'
import { expectServerShape } from './converted-form.test-helper'
import { NffError, parseNff } from './parse-nff'
import { renderFormsPage } from './render'
import { exportFiles, loadExports, loadNffFile, OWN_EXPORTS_DIR } from './templates'

const ctx = {
  origin: 'http://127.0.0.1:8080',
  knobs: siteKnobsSchema.parse({}),
  nonces: { ajax: 'a', rest: 'r', forms: '590cf59449' },
}

/** Runs a rendered page's inline scripts the way a browser would, without the bundle. */
function runPageScripts(html: string): Record<string, unknown> {
  const sandbox: Record<string, unknown> = {}
  vm.createContext(sandbox)
  for (const m of html.matchAll(/<script>([\s\S]*?)<\/script>/g)) vm.runInContext(m[1]!, sandbox)
  return sandbox
}

describe("the project's own .nff exports", () => {
  const exports = loadExports()

  it('converts every export in sim/pages/nff/exports', () => {
    expect(exports.map((t) => t.name)).toEqual(exportFiles().map((f) => f.replace(/\.nff$/, '')))
    expect(exports.length).toBeGreaterThanOrEqual(6)
  })

  it.each(exportFiles())('%s: normalised fields with ids 1…n and the server-added keys', (file) => {
    const raw = JSON.parse(readFileSync(path.join(OWN_EXPORTS_DIR, file), 'utf8'))
    const form = exports.find((t) => `${t.name}.nff` === file)!.form
    expectServerShape(
      form,
      raw.fields.map((f: { key: string }) => f.key),
    )
  })

  it('renders a page whose inline script builds the Array-with-expandos form and the globals', () => {
    const contact = exports.find((t) => t.name === 'contact')!.form
    const html = renderFormsPage(ctx, { title: 'Contact', forms: [contact] })
    expect(html).toContain(`<div id="nf-form-${contact.id}-cont" class="nf-form-cont"`)
    expect(html).toContain('<script src="/dist/forms.js"></script>')
    const page = runPageScripts(html)
    const nfForms = page.nfForms as (unknown[] & {
      id: string
      fields: { key: string; type: string }[]
    })[]
    expect(nfForms).toHaveLength(1)
    expect(Array.isArray(nfForms[0])).toBe(true)
    expect(nfForms[0]!.id).toBe(contact.id)
    expect(nfForms[0]!.fields.map((f) => f.type)).toEqual([
      'textbox',
      'email',
      'textarea',
      'submit',
    ])
    expect(page.nfFrontEnd).toMatchObject({ ajaxNonce: '590cf59449', filter_esc_status: 'false' })
    expect(page.nfi18n).toMatchObject({ currencySymbol: '$', decimal_point: '.' })
    expect(page.nfInlineVars).toEqual([])
  })

  it("gives fields without a position the form's default_label_pos, keeps their own", () => {
    const raw = JSON.parse(readFileSync(path.join(OWN_EXPORTS_DIR, 'workshop.nff'), 'utf8')) as {
      fields: { key: string; label_pos: string }[]
    }
    const workshop = exports.find((t) => t.name === 'workshop')!.form
    const byKey = (k: string) => workshop.fields.find((f) => f.key === k)!
    const unset = raw.fields.filter((f) => f.label_pos === 'default').map((f) => f.key)
    expect(unset.length).toBeGreaterThan(0)
    for (const key of unset) expect(byKey(key).label_pos, key).toBe('left')
    expect(byKey('nickname').label_pos).toBe('hidden')
    expect(byKey('first').required).toBe(1)
    expect(byKey('widget').type).toBe('unknown')
  })

  it('builds the success message from the actions, escaping field values', () => {
    const contact = loadNffFile(path.join(OWN_EXPORTS_DIR, 'contact.nff'), '12')
    const reply = actionsReply(contact.actions, {
      fieldValue: (k) => (k === 'email' ? '<b>a@b.fr</b>' : undefined),
      calcValue: () => undefined,
      rows: () => [],
      adminEmail: 'admin@example.com',
    })
    expect(reply).toEqual({
      success_message:
        '<p>Thanks for writing.</p><p>We will answer at &lt;b&gt;a@b.fr&lt;/b&gt;.</p>',
    })
  })
})

describe('parseNff', () => {
  const minimal = {
    settings: { title: 'T' },
    fields: [{ key: 'a', type: 'textbox', order: '2' }],
    actions: [],
  }

  it('strips a BOM and junk outside the outermost braces', () => {
    const data = parseNff(`\ufeffexport:\n${JSON.stringify(minimal)}\n-- end`)
    expect(data.fields).toHaveLength(1)
  })

  it('reads the legacy base64 + PHP-serialised export', () => {
    const php =
      'a:3:{s:8:"settings";a:1:{s:5:"title";s:5:"Café";}s:6:"fields";a:1:{i:0;a:3:{s:3:"key";s:1:"a";s:4:"type";s:7:"textbox";s:5:"order";i:1;}}s:7:"actions";a:0:{}}'
    const data = parseNff('\ufeff' + Buffer.from(php, 'utf8').toString('base64'))
    expect(data.settings.title).toBe('Café')
    expect(data.fields[0]).toEqual({ key: 'a', type: 'textbox', order: 1 })
  })

  it('reverses double-encoded UTF-8', () => {
    const doubled = Buffer.from('Größe €', 'utf8').toString('latin1')
    const data = parseNff(JSON.stringify({ ...minimal, settings: { title: doubled } }))
    expect(data.settings.title).toBe('Größe €')
  })

  it('drops empty and duplicate keys, makes unknown types "unknown" and numbers numeric', () => {
    const form = convertNff(
      parseNff(
        JSON.stringify({
          settings: { default_label_pos: 'left' },
          fields: [
            {
              key: 'a',
              type: 'textbox',
              order: '10',
              required: '1',
              custom_mask: '999',
              placeholder: '8801783553817',
            },
            { key: '', type: 'textbox' },
            { key: 'a', type: 'email' },
            { key: 'b', type: 'mystery', label_pos: 'default', product_price: '$1,234.50' },
          ],
        }),
      ),
      { id: '5' },
    )
    expect(form.fields.map((f) => [f.id, f.key, f.type])).toEqual([
      [1, 'a', 'textbox'],
      [2, 'b', 'unknown'],
    ])
    expect(form.fields[0]).toMatchObject({
      order: 10,
      required: 1,
      custom_mask: '999',
      placeholder: 8801783553817,
      label_pos: 'left',
    })
    expect(form.fields[1]).toMatchObject({
      label_pos: 'left',
      product_price: '1234.50',
      parentType: 'unknown',
    })
    expect(formInstance(form, 1).fields.map((f) => f.id)).toEqual(['1_1', '2_1'])
  })

  it('names the file and the fix when the content is unreadable', () => {
    expect(() => parseNff('{not json}', 'my.nff')).toThrow(NffError)
    expect(() => parseNff('{not json}', 'my.nff')).toThrow(
      /my\.nff.*not valid JSON.*Export the form again/,
    )
    expect(() => loadNffFile('/nonexistent/x.nff', '9')).toThrow(/does not exist/)
  })
})
