import { utf8Base64 } from '../storage/base64'
import { visibleFieldsJson, type VisibleFieldsRecord } from './visible-fields'

/** The `name` of every visible-fields input. */
export const VISIBLE_FIELDS_NAME = 'apbct_visible_fields'

/** The base64 value of a visible-fields input: `base64(JSON {"0":record})` (wire). */
export function visibleFieldsValue(record: VisibleFieldsRecord): string {
  return utf8Base64(visibleFieldsJson(record))
}

/** The hidden input for form `index`, inserted before the no-cookie field so that stays last. */
export function insertVisibleFieldsInput(
  form: HTMLFormElement,
  index: number,
  record: VisibleFieldsRecord,
  before: Element | null,
): HTMLInputElement {
  const input = form.ownerDocument.createElement('input')
  input.setAttribute('type', 'hidden')
  input.setAttribute('id', `apbct_visible_fields_${index}`)
  input.setAttribute('name', VISIBLE_FIELDS_NAME)
  input.setAttribute('value', visibleFieldsValue(record))
  form.insertBefore(input, before && before.parentNode === form ? before : null)
  return input
}
