import { str } from '../field-props'
import type { FieldRule } from './rule'

/** Confirm: a confirm field must equal the field it pairs with (`confirm_field` is a key). */
export const confirmRule: FieldRule = {
  slug: 'confirm-mismatch',
  check({ def, value, visible, valueByKey, messages }) {
    if (!visible) return undefined
    const partner = str(def, 'confirm_field')
    if (partner === '') return undefined
    const other = valueByKey(partner)
    return String(other ?? '') === String(value ?? '')
      ? undefined
      : messages('confirmFieldErrorMsg')
  },
}
