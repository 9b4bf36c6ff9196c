import { addedField, type FieldSource } from '../integrations/engine/added-field'
import { elementFields } from '../integrations/engine/form-fields'

/**
 * The fields of `cleantalk_force_ajax_check` for a form (contract c.7): every field of the
 * form (unnamed ones as `input_<i>`) plus the token or the no-cookie payload, as the
 * Bitrix24 and sender.net pre-checks send them.
 */
export function externalCheckFields(
  form: HTMLFormElement,
  source: FieldSource,
): Record<string, string> {
  const field = addedField(source, 'U')
  return { ...elementFields(form), [field.key]: field.value }
}

/**
 * The fields of `ct_check_internal` (contract c.7): the form's named fields that carry a
 * value, as the reference plugin reads them (no submit buttons, files or unchecked boxes).
 */
export function internalCheckFields(form: HTMLFormElement): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [name, value] of Object.entries(elementFields(form, false)))
    if (value !== '') out[name] = value
  return out
}
