import type { FieldDef } from '../../page-data'
import { str } from '../field-props'

/** The built-in masks of the form builder, in mask syntax (9 digit, a letter, * either). */
export const PRESET_MASKS: Readonly<Record<string, string>> = {
  'us-phone': '(999) 999-9999',
  date: '99/99/9999',
}

/** The mask pattern of a field, or `''` when it has none (currency is not a pattern mask). */
export function maskPattern(def: FieldDef): string {
  const mask = str(def, 'mask')
  if (mask === '' || mask === 'none' || mask === 'currency') return ''
  if (mask === 'custom') return str(def, 'custom_mask')
  return PRESET_MASKS[mask] ?? ''
}

/** The text an untouched mask shows: every placeholder character replaced by `_`. */
export function maskPlaceholder(pattern: string): string {
  return pattern.replace(/[9a*]/g, '_')
}
