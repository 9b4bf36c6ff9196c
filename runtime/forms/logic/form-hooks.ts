import type { CalcValueHook } from './calc/field-calc-value'
import type { CalcLog } from './calc/debug'
import type { RequiredHook } from './field-validation'
import type { SubmitDataOverride } from './submit-request'
import type { FieldState } from './types'

/**
 * What add-ons may change in a form's logic (contract b: the `<fieldType>` replies
 * `get:calcValue`, `get:submitData`, `validate:required`, `before:updateField` and `forms:
 * maybe:validate`, plus `window.nfCalculationsDebug` and `window.nfLocaleConverterDebug`). The logic takes these as plain
 * functions and never sees the bus; runtime/forms/public/type-hooks.ts builds them from it.
 * Every hook is optional, and each is expected never to throw.
 */
export interface FormHooks {
  /** A field's calc value; a truthy answer or 0 replaces the built-in one. */
  readonly calcValue?: CalcValueHook
  /** The step logger while calculation debugging is on, asked once per recomputation. */
  readonly calcDebug?: () => CalcLog | undefined
  /** The number decode/encode logger while locale debugging is on, asked once per update. */
  readonly localeDebug?: () => ((line: string) => void) | undefined
  /** A replacement for a field's submit entry. */
  readonly submitData?: SubmitDataOverride
  /** Whether a visible required field counts as filled (`undefined`: the built-in check). */
  readonly validateRequired?: RequiredHook
  /** The value a visitor's change stores (`value` when no add-on answers). */
  readonly beforeUpdate?: (field: FieldState, value: unknown) => unknown
  /** `false` skips the field validation of a submit. */
  readonly maybeValidate?: () => boolean
}
