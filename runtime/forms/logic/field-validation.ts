import { flagOf } from './field-props'
import type { FormModel } from './form-model'
import type { FieldState, RequiredHook } from './types'
import { rulesOf } from '../kinds'
import { RULE_SLUGS } from './validate'

const REQUIRED_SLUG = 'required-error'

/**
 * Runs the live rules on one field and returns its new error map: the rules' own slugs
 * are set or cleared, errors added by others (server, CAPTCHA, add-ons) are kept.
 * `skipTabRules` leaves the email and date checks as they were (keycode 9). For a visible
 * required field, `requiredHook` overrides the built-in required check when it answers.
 */
export function validateFieldErrors(
  model: FormModel,
  fields: Readonly<Record<string, FieldState>>,
  field: FieldState,
  skipTabRules = false,
  requiredHook?: RequiredHook,
): Readonly<Record<string, string>> {
  const next: Record<string, string> = {}
  for (const [slug, message] of Object.entries(field.errors)) {
    if (!RULE_SLUGS.has(slug)) next[slug] = message
  }
  const valueByKey = (key: string) => {
    const id = model.keyToId.get(key)
    return id === undefined ? undefined : fields[id]?.value
  }
  for (const rule of rulesOf(field.def.type)) {
    if (skipTabRules && rule.ignoresTab) {
      const kept = field.errors[rule.slug]
      if (kept !== undefined) next[rule.slug] = kept
      continue
    }
    const message = rule.check({
      def: field.def,
      value: field.value,
      visible: field.visible,
      messages: model.messages,
      valueByKey,
      siteDateFormat: model.siteDateFormat,
    })
    if (message !== undefined) next[rule.slug] = message
  }
  if (requiredHook && field.visible && flagOf(field.def, 'required')) {
    const filled = requiredHook(field)
    if (filled === true) delete next[REQUIRED_SLUG]
    else if (filled === false) next[REQUIRED_SLUG] = model.messages('validateRequiredField')
  }
  const same =
    Object.keys(next).length === Object.keys(field.errors).length &&
    Object.entries(next).every(([k, v]) => field.errors[k] === v)
  return same ? field.errors : next
}
