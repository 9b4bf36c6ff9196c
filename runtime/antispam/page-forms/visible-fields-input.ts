import { utf8Base64 } from '../storage/base64'
import { visibleFieldsJson, type VisibleFieldsRecord } from './visible-fields'

/** The `name` of every visible-fields input. */
export const VISIBLE_FIELDS_NAME = 'apbct_visible_fields'

/** The base64 value of a visible-fields input: `base64(JSON {"0":record})` (wire). */
export function visibleFieldsValue(record: VisibleFieldsRecord): string {
  return utf8Base64(visibleFieldsJson(record))
}

/** The page's form scan while it waits for the visitor's first input (form-scan.ts). */
export const pendingScan: { run?: () => void } = {}

/**
 * The visible-fields input inside a container (a form or a form builder's wrapper), after the
 * page's pending form scan: whoever reads it is about to send the form.
 */
export function findVisibleFieldsInput(
  container: ParentNode | null | undefined,
): HTMLInputElement | null {
  pendingScan.run?.()
  return container?.querySelector<HTMLInputElement>('input[id^="apbct_visible_fields_"]') ?? null
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
