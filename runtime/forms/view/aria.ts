import { fieldIds, on, text } from '../fields/field-attrs'
import type { FieldState } from '../logic/types'

/** ARIA (and `required`) attributes of a field's control, as the original prints them. */
export interface ControlAria {
  readonly 'aria-invalid': boolean
  readonly 'aria-describedby': string
  readonly 'aria-labelledby': string
  /** Only where no label is printed (`wrap-no-label`): the field's label, else its type. */
  readonly 'aria-label'?: string
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
    // A field drawn without a label (the server's unknown kind) would have no name at all:
    // the label it points at is not printed, and a name is then taken from aria-label.
    ...(text(field.def, 'wrap_template') === 'wrap-no-label'
      ? { 'aria-label': text(field.def, 'label').trim() || field.def.type }
      : {}),
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

/**
 * The state of one option of a radio or checkbox list: the list's `<ul>` is described as the
 * original prints it, but a screen reader reads the state of the option it is on, so each
 * option also says it is invalid and points at the error.
 */
export function optionAria(field: FieldState) {
  return {
    'aria-invalid': Object.keys(field.errors).length > 0,
    'aria-describedby': describedBy(field),
  }
}
