export { createFormStore, type FormStore } from './form-store'
export { formEnvFromGlobals } from './env'
export type {
  FieldState,
  FormEnv,
  FormState,
  RepeaterState,
  ResponseState,
  Totals,
  UncleanReason,
} from './types'
export type { FormModel } from './form-model'
export {
  decodeNumber,
  encodeNumber,
  parseLocaleNumber,
  DEFAULT_NUMBER_LOCALE,
  type NumberLocale,
} from './locale/number-locale'
export { applyInputLimit, checkConsent, consentGiven, type ConsentResult } from './validate'
export { fieldDatePattern, maskPattern, maskPlaceholder } from './validate'
export { optionsOf, orderOf, type ListOption } from './field-props'
export { isMultiValue } from '../kinds'
export { repeaterChildren } from './repeater'
export { escapeHtml, decodeEntities } from './text'
