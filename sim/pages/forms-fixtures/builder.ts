import { convertNff, type ConvertedForm } from '../nff/convert'
import type { SiteLocale } from '../nff/nfi18n'

/** A form defined inline in the builder's export shape (fields without ids). */
export interface InlineForm {
  readonly settings: Record<string, unknown>
  readonly fields: Record<string, unknown>[]
  readonly actions?: Record<string, unknown>[]
}

/** The stored settings every inline fixture starts from (as a fresh builder form saves them). */
export const BASE_SETTINGS: Readonly<Record<string, unknown>> = {
  objectType: 'Form Setting',
  editActive: '',
  show_title: '1',
  clear_complete: '1',
  hide_complete: '1',
  default_label_pos: 'above',
  wrapper_class: '',
  element_class: '',
  key: '',
  add_submit: '1',
  currency: '',
  unique_field_error: 'A form with this value has already been submitted.',
  logged_in: '',
  not_logged_in_msg: '',
  sub_limit_msg: 'The form has reached its submission limit.',
  calculations: [],
}

/** A success-message action with the given text. */
export function successAction(message: string): Record<string, unknown> {
  return { type: 'successmessage', active: '1', label: 'Success Message', success_msg: message }
}

/** Converts an inline fixture through the same path as a `.nff` file. */
export function inlineForm(def: InlineForm, id: string, locale?: SiteLocale): ConvertedForm {
  return convertNff(
    {
      settings: { ...BASE_SETTINGS, ...def.settings },
      fields: def.fields,
      actions: def.actions ?? [],
    },
    { id, locale },
  )
}

/** A submit button field. */
export function submitField(order: number, label = 'Submit'): Record<string, unknown> {
  return { type: 'submit', label, processing_label: 'Processing', key: 'submit', order }
}
