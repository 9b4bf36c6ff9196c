import { expect } from 'vitest'
import type { ConvertedForm } from './convert'

/**
 * Expects `form` as the server prints a form: fields with ids 1…n and `keys` in order, each
 * normalised and carrying the keys the server adds, and the page-level settings.
 */
export function expectServerShape(form: ConvertedForm, keys: readonly string[]): void {
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
}
