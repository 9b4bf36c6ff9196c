import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { KNOWN_FIELD_TYPES } from './field-types'
import { parseNff } from './parse-nff'
import { INLINE_FORMS } from '../forms-fixtures/registry'
import { EXPORT_FIRST_ID, exportFiles, OWN_EXPORTS_DIR } from './templates'

type Raw = Record<string, unknown>

// Field settings the form front end reads (runtime/forms/fields, logic, view), with a value.
const FIELD_SETTINGS = [
  'add_new_terms',
  'allow_multi_select',
  'checked_calc_value',
  'checked_value',
  'confirm_field',
  'container_class',
  'custom_autocomplete',
  'custom_mask',
  'custom_name_attribute',
  'date_default',
  'date_format',
  'date_mode',
  'default',
  'desc_pos',
  'desc_text',
  'disable_browser_autocomplete',
  'disable_input',
  'element_class',
  'help_text',
  'hours_24',
  'image_options',
  'input_limit',
  'input_limit_msg',
  'input_limit_type',
  'label_pos',
  'list_orientation',
  'mask',
  'mirror_field',
  'multi_size',
  'num_columns',
  'num_max',
  'num_min',
  'num_step',
  'number_of_stars',
  'options',
  'placeholder',
  'processing_label',
  'product_assignment',
  'product_price',
  'product_type',
  'product_use_quantity',
  'required',
  'selected_ampm',
  'selected_hour',
  'selected_minute',
  'shipping_cost',
  'show_option_labels',
  'show_other',
  'signature_data',
  'signature_font',
  'signature_type',
  'site_key',
  'size',
  'textarea_media',
  'textarea_rte',
  'theme',
  'typed_name',
  'unchecked_calc_value',
  'unchecked_value',
  'unique_field',
  'year_range_end',
  'year_range_start',
]

// Form settings the front end and the mock server read.
const FORM_SETTINGS = [
  'calculations',
  'clear_complete',
  'currency',
  'default_label_pos',
  'element_class',
  'form_title_heading_level',
  'formContentData',
  'hide_complete',
  'show_title',
  'wrapper_class',
]

const exports = exportFiles().map((file) =>
  parseNff(readFileSync(path.join(OWN_EXPORTS_DIR, file)), file),
)
const fields: Raw[] = exports.flatMap((e) =>
  e.fields.flatMap((f: Raw) => [f, ...((f.fields as Raw[] | undefined) ?? [])]),
)
const given = (v: unknown) =>
  v !== undefined && v !== '' && v !== null && !(Array.isArray(v) && v.length === 0)

describe("the project's own exports cover the front end", () => {
  it('hold every field kind the form builder knows, and one it does not', () => {
    const types = new Set(fields.map((f) => String(f.type)))
    expect([...KNOWN_FIELD_TYPES].filter((t) => !types.has(t))).toEqual([])
    expect([...types].some((t) => !KNOWN_FIELD_TYPES.has(t))).toBe(true)
  })

  it('give every field setting the front end reads a value somewhere', () => {
    expect(FIELD_SETTINGS.filter((s) => !fields.some((f) => given(f[s])))).toEqual([])
  })

  it('give every form setting a value somewhere, and every label position', () => {
    expect(FORM_SETTINGS.filter((s) => !exports.some((e) => given(e.settings[s])))).toEqual([])
    const positions = new Set(fields.map((f) => f.label_pos))
    for (const p of ['default', 'above', 'below', 'left', 'right', 'hidden'])
      expect(positions, p).toContain(p)
  })

  it('hold Layout rows and key lists, repeater children and calculations', () => {
    const layouts = exports.map((e) => e.settings.formContentData).filter(Array.isArray)
    expect(layouts.some((l) => typeof l[0] === 'object')).toBe(true)
    expect(layouts.some((l) => typeof l[0] === 'string')).toBe(true)
    expect(exports.some((e) => (e.settings.calculations as unknown[]).length > 0)).toBe(true)
  })

  it('take form ids below the inline fixture forms, so no two forms of the site share one', () => {
    const firstInline = Math.min(...Object.keys(INLINE_FORMS).map(Number))
    expect(EXPORT_FIRST_ID + exportFiles().length - 1).toBeLessThan(firstInline)
  })
})
