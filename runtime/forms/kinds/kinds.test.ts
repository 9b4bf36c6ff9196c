import { describe, expect, it } from 'vitest'
import { KNOWN_FIELD_TYPES } from '../../../sim/pages/nff/field-types'
import type { FieldDef } from '../page-data'
import { checkedRule } from '../logic/validate/required'
import {
  chunkOf,
  DEFAULT_CALC_DISPLAY_TYPES,
  FIELD_KINDS,
  initialValue,
  isMultiValue,
  kindOf,
  rulesOf,
} from './index'

// Kinds the runtime draws that the mocked site's converter never prints: `unknown` is what
// it prints for any other type; `button`, `address2`, `divider` and the card fields are types
// add-ons print, drawn as text boxes with their own autocomplete hint or left out of a
// repeater's summary.
const RUNTIME_ONLY = [
  'address2',
  'button',
  'creditcard',
  'creditcardcvc',
  'creditcardexpiration',
  'creditcardfullname',
  'creditcardnumber',
  'creditcardzip',
  'divider',
  'unknown',
]

const def = (type: string, more: Record<string, unknown> = {}) =>
  ({ id: 1, key: 'k', type, ...more }) as FieldDef

describe('field kinds', () => {
  it('has one descriptor for every type the mocked site prints, and no stray ones', () => {
    const table = Object.keys(FIELD_KINDS).sort()
    expect(table).toEqual([...KNOWN_FIELD_TYPES, ...RUNTIME_ONLY].sort())
  })

  it('draws an unlisted type as a text box', () => {
    expect(kindOf('made-up')).toBe(kindOf('textbox'))
    expect(kindOf('toString').control).toBe('text')
    expect(initialValue(def('made-up', { value: 7 }))).toBe('7')
  })

  it('checks required first, then the kind rules in their order', () => {
    expect(rulesOf('number').map((r) => r.slug)[0]).toBe('required-error')
    expect(rulesOf('number')).toHaveLength(4)
    expect(rulesOf('textbox').map((r) => r.slug)).toEqual(['required-error'])
    expect(rulesOf('email').map((r) => r.slug)).toEqual(['required-error', 'invalid-email'])
    expect(rulesOf('checkbox')).toEqual([checkedRule])
  })

  it('shows calc tags by default in html, hidden, note and unknown fields only', () => {
    expect([...DEFAULT_CALC_DISPLAY_TYPES].sort()).toEqual(['hidden', 'html', 'note', 'unknown'])
    expect(kindOf('html').calcDisplay).toBe('html')
  })

  it('loads the kit only for kit kinds and a rich-text textarea', () => {
    expect(chunkOf(def('date'))).toBe('field-kit')
    expect(chunkOf(def('textarea'))).toBeUndefined()
    expect(chunkOf(def('textarea', { textarea_rte: 1 }))).toBe('field-kit')
    expect(chunkOf(def('html'))).toBe('html-field')
    // The original draws no note: nothing to load for it.
    expect(chunkOf(def('note'))).toBeUndefined()
  })

  it('holds several values only for multi lists', () => {
    expect(isMultiValue(def('listcheckbox'))).toBe(true)
    expect(isMultiValue(def('listimage'))).toBe(false)
    expect(isMultiValue(def('listimage', { allow_multi_select: 1 }))).toBe(true)
  })
})
