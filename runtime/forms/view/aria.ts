import { fieldIds, on, text } from '../fields/field-attrs'
import type { FieldState } from '../logic/types'

/** ARIA (and `required`) attributes of a field's control, as the original prints them. */
export interface ControlAria {
  readonly 'aria-invalid': boolean
  readonly 'aria-describedby': string
  readonly 'aria-labelledby': string
  readonly 'aria-required': true | undefined
  readonly required: true | undefined
}

/**
 * `aria-invalid`, `aria-describedby` (the description, then the error region),
 * `aria-labelledby` (the field label) and `required`/`aria-required`.
 */
export function controlAria(field: FieldState): ControlAria {
  const ids = fieldIds(field.id)
  const required = on(field.def, 'required') || undefined
  return {
    'aria-invalid': Object.keys(field.errors).length > 0,
    'aria-describedby': describedBy(field),
    'aria-labelledby': ids.label,
    'aria-required': required,
    required,
  }
}

/** `[nf-description-{id} ]nf-error-{id}`: what a control or a list's `<ul>` is described by. */
export function describedBy(field: FieldState): string {
  const ids = fieldIds(field.id)
  return (text(field.def, 'desc_text').trim() ? `${ids.desc} ` : '') + ids.error
}

/** The ARIA of a group of controls (image list, star rating), named by the field's label. */
export function groupAria(field: FieldState, role: 'group' | 'radiogroup') {
  const aria = controlAria(field)
  return {
    role,
    'aria-labelledby': aria['aria-labelledby'],
    'aria-describedby': aria['aria-describedby'],
    'aria-invalid': aria['aria-invalid'],
    // aria-required is valid on a radio group only.
    'aria-required': role === 'radiogroup' ? aria['aria-required'] : undefined,
  }
}
