import { describe, expect, it } from 'vitest'
import type { FieldDef, FormDef } from '../../page-data'
import { ENGINE_PARTS } from './engine-parts'
import { needsCalcEngine } from './engine'

const field = (type: string, extra: Record<string, unknown> = {}): FieldDef =>
  ({ id: 1, key: `${type}_1`, type, label: type, ...extra }) as FieldDef
const form = (fields: FieldDef[], settings: Record<string, unknown> = {}): FormDef => ({
  id: '1',
  settings,
  fields,
})

// The contact page's bytes (issue 19): a form the engine has nothing to compute for must not
// fetch `calc-engine.js`; every form it computes something for must have it before its store.
describe('which forms load the calc-engine chunk', () => {
  it('leaves it out of a contact form (text, email, message, submit)', () => {
    const contact = [field('textbox'), field('email'), field('textarea'), field('submit')]
    expect(needsCalcEngine(form(contact))).toBe(false)
    expect(needsCalcEngine(form(contact, { calculations: [] }))).toBe(false)
    expect(needsCalcEngine(form([field('textbox', { default: 'Hello {there}' })]))).toBe(false)
  })

  it('loads it for calculations, a product-totals field and a display tag without calculations', () => {
    expect(
      needsCalcEngine(form([field('textbox')], { calculations: [{ name: 'a', eq: '1' }] })),
    ).toBe(true)
    for (const type of ['product', 'quantity', 'shipping', 'total'])
      expect(needsCalcEngine(form([field(type)]))).toBe(true)
    expect(needsCalcEngine(form([field('html', { default: '<p>Hi {field:name_1}</p>' })]))).toBe(
      true,
    )
    expect(needsCalcEngine(form([field('hidden', { default: '{calc:total}' })]))).toBe(true)
  })

  it('every form whose displays the engine finds is one that loads it', () => {
    const types = ['html', 'hidden', 'note', 'unknown']
    const defaults = ['{calc:a}', 'Total: {calc:a:2}', '{field:x}', 'x {field:y} z']
    let found = 0
    for (const type of types)
      for (const d of defaults) {
        const f = form([field(type, { default: d })])
        if (ENGINE_PARTS.findDisplayTemplates(f.fields, types).length === 0) continue
        found++
        expect(needsCalcEngine(f)).toBe(true)
      }
    expect(found).toBeGreaterThan(types.length)
  })
})
