import { flagOf } from '../field-props'
import { maskPattern, maskPlaceholder } from './mask'
import { isBlank, type FieldRule } from './rule'

/**
 * Required: a visible required field needs a non-blank value; an untouched mask counts as
 * empty. Hidden fields are skipped.
 */
export const requiredRule: FieldRule = {
  slug: 'required-error',
  check({ def, value, visible, messages }) {
    if (!visible || !flagOf(def, 'required')) return undefined
    const message = messages('validateRequiredField')
    if (isBlank(value)) return message
    const pattern = maskPattern(def)
    if (pattern !== '' && String(value) === maskPlaceholder(pattern)) return message
    return undefined
  },
}

/** Required for a checkbox (its `required` in kinds/index.ts): it must be checked. */
export const checkedRule: FieldRule = {
  slug: 'required-error',
  check({ def, value, visible, messages }) {
    if (!visible || !flagOf(def, 'required')) return undefined
    return value === 1 || value === '1' || value === true
      ? undefined
      : messages('validateRequiredField')
  },
}
