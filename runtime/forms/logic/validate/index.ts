import { confirmRule } from './confirm'
import { dateRule } from './date'
import { emailRule } from './email'
import { numberMaxRule, numberMinRule, numberStepRule } from './number'
import { checkedRule, requiredRule } from './required'
import type { FieldRule } from './rule'

/**
 * Every live field rule; each kind checks `required` (or its own) and its own rules
 * (kinds/index.ts), so a rule never asks the field's type.
 */
export const FIELD_RULES: readonly FieldRule[] = [
  requiredRule,
  checkedRule,
  emailRule,
  dateRule,
  numberMinRule,
  numberMaxRule,
  numberStepRule,
  confirmRule,
]

/** Slugs the live rules own: re-validation sets or clears exactly these. */
export const RULE_SLUGS: ReadonlySet<string> = new Set(FIELD_RULES.map((r) => r.slug))

export { createMessages, DEFAULT_MESSAGES, type MessageLookup } from './messages'
export { isBlank, type FieldRule, type RuleInput } from './rule'
export { isEmail } from './email'
export { provideDateChecker, hasDateChecker, type DateChecker } from './date'
export { fieldDatePattern, phpToDateFns, DATE_FORMATS } from './date-format'
export { maskPattern, maskPlaceholder } from './mask'
export { HONEYPOT_ERROR_ID, honeypotError } from './honeypot'
export { UNIQUE_FIELD_SLUG, clearsUniqueField } from './unique-field'
export {
  CONSENT_COOKIE,
  CONSENT_ERROR_SLUG,
  CONSENT_EVENT,
  CONSENT_MISSING_SLUG,
  checkConsent,
  consentFromCookies,
  consentGiven,
  readCookie,
  type ConsentResult,
} from './consent'
export { applyInputLimit, type LimitResult } from './input-limit'
export {
  FIELD_ERRORS_ID,
  NON_BLOCKING_FORM_ERRORS,
  blockingFormErrors,
  focusTarget,
} from './form-level'
