import { fieldIds, on, text } from '../fields/field-attrs'
import type { FieldSnapshot } from './store-port'

/** ARIA attributes shared by every control of a field (spec issue item 8). */
export interface ControlAria {
  readonly 'aria-invalid': boolean
  readonly 'aria-describedby': string | undefined
  readonly 'aria-required': boolean | undefined
}

/** `aria-invalid`, `aria-describedby` (errors, help, description, limit) and `aria-required`. */
export function controlAria(field: FieldSnapshot): ControlAria {
  const ids = fieldIds(field.id)
  const by: string[] = []
  const invalid = Object.keys(field.errors).length > 0
  if (invalid) by.push(ids.error)
  if (text(field.def, 'help_text').trim()) by.push(ids.help)
  if (text(field.def, 'desc_text').trim()) by.push(ids.desc)
  if (text(field.def, 'input_limit').trim()) by.push(ids.limit)
  return {
    'aria-invalid': invalid,
    'aria-describedby': by.length ? by.join(' ') : undefined,
    'aria-required': on(field.def, 'required') || undefined,
  }
}

/** The ARIA of a group of controls (lists, star rating), named by the field's label. */
export function groupAria(field: FieldSnapshot, role: 'group' | 'radiogroup') {
  const aria = controlAria(field)
  return {
    role,
    'aria-labelledby': fieldIds(field.id).label,
    'aria-describedby': aria['aria-describedby'],
    'aria-invalid': aria['aria-invalid'],
    // aria-required is valid on a radio group only.
    'aria-required': role === 'radiogroup' ? aria['aria-required'] : undefined,
  }
}
