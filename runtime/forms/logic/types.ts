import type { FieldDef } from '../page-data'
import type { CalcLog } from './calc/debug'
import type { NumberLocale } from './locale/number-locale'

/** What a form store needs from the page besides the form itself. */
export interface FormEnv {
  /** `nfi18n` (messages, locale texts); form settings override its messages. */
  readonly i18n: Readonly<Record<string, unknown>>
  readonly locale: NumberLocale
  /** Field types whose `default` shows `{calc:…}` tags (`use_merge_tags.calculations`). */
  readonly calcDisplayTypes: readonly string[]
  /** `nfFrontEnd.adminAjax`. */
  readonly ajaxUrl: string
  /** `nfFrontEnd.ajaxNonce`. */
  readonly nonce: string
  /** `nfFrontEnd.nonce_ts`, absent until the server issued one. */
  readonly nonceTs?: string
  /**
   * Loads a lazily built chunk (the page passes the bundle's chunk loader); without it the
   * lazily loaded rules (the date check) are not loaded.
   */
  readonly loadChunk?: <T>(name: string) => Promise<T>
  /** Add-on hooks from the bus (runtime/forms/addon-api/type-hooks.ts); none by default. */
  readonly hooks?: FormHooks
}

/** The live state of one field. */
export interface FieldState {
  readonly id: string
  readonly def: FieldDef
  readonly value: unknown
  readonly visible: boolean
  readonly clean: boolean
  /** Error slug → message. */
  readonly errors: Readonly<Record<string, string>>
  /** For a repeater child: the repeater's id and the set index. */
  readonly repeater?: { readonly id: string; readonly set: number }
}

/** Product totals of one form (never shared with another form). */
export interface Totals {
  /** Product field id → price × quantity. */
  readonly products: Readonly<Record<string, number>>
  readonly shipping: number
  /** Sum plus shipping when the sum is non-zero, `toFixed(2)`. */
  readonly total: string
}

/** One repeater's sets: per set, the ids of its child fields. */
export interface RepeaterState {
  readonly sets: readonly (readonly string[])[]
}

/** What the last server response asks the view to show. */
export interface ResponseState {
  /** `success_message` (server HTML: sanitize before showing). */
  readonly successMessage: string | undefined
  /** hide-on-complete: hide the title and the `<form>`. */
  readonly hidden: boolean
  /** `debug.form` messages for `.nf-debug-msg` (text). */
  readonly debug: readonly string[]
}

/** An immutable snapshot of a form; a new object after every change. */
export interface FormState {
  readonly id: string
  readonly fields: Readonly<Record<string, FieldState>>
  /** Top-level field ids in display order. */
  readonly order: readonly string[]
  /** Form error id → message. */
  readonly formErrors: Readonly<Record<string, string>>
  /** Calc name → stored value (machine format, fixed decimals). */
  readonly calcs: Readonly<Record<string, string>>
  /** Field id → text of an html/hidden field with its tags resolved (values escaped). */
  readonly displays: Readonly<Record<string, string>>
  readonly totals: Totals
  readonly repeaters: Readonly<Record<string, RepeaterState>>
  /**
   * A field error added since the last submit ended (the original re-enables the button on
   * every failed submit or response), a submit in flight, or a blocker such as a token fetch.
   */
  readonly submitDisabled: boolean
  readonly submitting: boolean
  readonly nonce: { readonly security: string; readonly nonce_ts: string }
  readonly extra: Readonly<Record<string, unknown>>
  readonly response: ResponseState
  /** Text typed into the honeypot input. */
  readonly honeypot: string
}

/** Why a field is being validated. */
export type UncleanReason = 'blur' | 'change' | 'keyup' | 'submit'

/** What a field's calc value depends on. */
export interface CalcValueInput {
  /** The field id (a repeater child's carries its set suffix). */
  readonly id?: string
  readonly def: FieldDef
  readonly value: unknown
  readonly visible: boolean
}

/**
 * A field type's own calc value (the `<type>: get:calcValue` reply of an add-on). A truthy
 * answer or `0` replaces the built-in value; anything else leaves it.
 */
export type CalcValueHook = (field: CalcValueInput) => unknown

/**
 * A field type's own answer to "is this required field filled?" (the `<type>:
 * validate:required` reply of an add-on): `true`/`false` decide, `undefined` leaves it to
 * the built-in check.
 */
export type RequiredHook = (field: FieldState) => boolean | undefined

/** One entry of `formData.fields`. */
export interface SubmitField {
  value: unknown
  id: string | number
  files?: unknown
}

/**
 * A field type's replacement of a submit entry (the `<type>: get:submitData` reply of an
 * add-on): receives the default entry `{value, id}` and the field; an object answer is
 * posted instead, anything else keeps the default.
 */
export type SubmitDataOverride = (entry: SubmitField, field: FieldState) => unknown

/**
 * What add-ons may change in a form's logic (contract b: the `<fieldType>` replies
 * `get:calcValue`, `get:submitData`, `validate:required`, `before:updateField` and `forms:
 * maybe:validate`, plus `window.nfCalculationsDebug` and `window.nfLocaleConverterDebug`). The logic takes these as plain
 * functions and never sees the bus; runtime/forms/addon-api/type-hooks.ts builds them from it.
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
