import { flagOf } from '../field-props'
import { maskPattern, maskPlaceholder } from './mask'
import { isBlank, type FieldRule } from './rule'

/**
 * Required: a visible required field needs a non-blank value; an untouched mask counts as
 * empty and a checkbox must be checked. Hidden fields are skipped.
 */
export const requiredRule: FieldRule = {
  slug: 'required-error',
  check({ def, value, visible, messages }) {
    if (!visible || !flagOf(def, 'required')) return undefined
    const message = messages('validateRequiredField')
    if (def.type === 'checkbox') {
      return value === 1 || value === '1' || value === true ? undefined : message
    }
    if (isBlank(value)) return message
    const pattern = maskPattern(def)
    if (pattern !== '' && String(value) === maskPlaceholder(pattern)) return message
    return undefined
  },
}
