import type { CalcValueInput, FieldState, FormState } from '../logic/types'
import type { NumberLocale } from '../logic/locale/number-locale'
import type { FieldRule } from '../logic/validate/rule'
import type { FieldDef } from '../page-data'

/** Controls drawn by the forms bundle itself (see kinds/controls.tsx). */
export type EagerControl =
  | 'text'
  | 'textarea'
  | 'checkbox'
  | 'listradio'
  | 'listcheckbox'
  | 'listselect'
  | 'number'
  | 'submit'
  | 'hr'
  | 'hidden'
  | 'html'
  /** Nothing: kinds the original has no front-end template for. */
  | 'none'

/** Members of the lazily loaded `field-kit` chunk that draw a field kind. */
export type KitControl =
  | 'DateField'
  | 'StarRatingField'
  | 'ListImageField'
  | 'SignatureField'
  | 'ProductField'
  | 'AmountField'
  | 'CaptchaField'
  | 'RepeaterField'

/**
 * How a kind is drawn: a control of the bundle, or a member of the `field-kit` chunk (a name,
 * never the component, so the chunk stays lazy) with what shows while the kit is missing.
 */
export type ControlRef =
  EagerControl | { readonly kit: KitControl; readonly withoutKit: 'text' | 'nothing' }

/** The lazily loaded chunks a kind needs before the first render of its form. */
export type KindChunk = 'field-kit' | 'html-field'

/** How a kind's value counts in a calculation (see logic/calc/field-calc-value.ts). */
export type CalcValueOf = (
  input: CalcValueInput,
  locale: NumberLocale,
  currencySymbol: string,
) => number

/**
 * One form field kind (its `type`): everything the runtime does differently for it. A key
 * left out takes the default of a plain text box.
 */
export interface FieldKind {
  readonly control: ControlRef
  /** `span` when the label names a group or nothing focusable; default a `<label for>`. */
  readonly label?: 'label' | 'span'
  /** The chunk the kind needs (a function when only some settings need it). */
  readonly chunk?: KindChunk | ((def: FieldDef) => KindChunk | undefined)
  /** Whether the value is a list of option values. */
  readonly multi?: boolean | ((def: FieldDef) => boolean)
  /** The value as loaded, from the printed `value` (`''` when absent); default its text. */
  readonly initial?: (def: FieldDef, raw: unknown) => unknown
  /**
   * The value a calculation reads; default the number in the value (currency mask aware).
   * `product`: the unit price, × quantity when the product uses its own (read by the
   * `calc-engine` chunk, calc/product-price.ts, so the pricing stays out of the bundle).
   */
  readonly calc?: CalcValueOf | 'product'
  /** The value the submit request posts for a top-level field; default a copy of the value. */
  readonly submit?: (field: FieldState, state: FormState) => unknown
  /**
   * The live validation rules besides `required`, in the order their errors are checked
   * (email, date, number min/max/step, confirm).
   */
  readonly rules?: readonly FieldRule[]
  /** The `required` check when it is not "a non-blank value" (a checkbox must be checked). */
  readonly required?: FieldRule
  /** The `type` of its text input (kinds drawn as `text` or `hidden`); default `text`. */
  readonly input?: 'email' | 'tel' | 'password' | 'hidden'
  /** The browser's `autocomplete` hint of its text-like input; default `on` (spec §9). */
  readonly autocomplete?: string
  /** The text a `{field:KEY}` tag shows for it; default the value (lists joined by `, `). */
  readonly text?: (field: FieldState) => string
  /** `false` when it holds no visitor data: a repeater's `{field:KEY}` text leaves it out. */
  readonly holdsData?: false
  /** `false` when a repeater set never draws it. */
  readonly inRepeater?: false
  /** Its part in the product totals (logic/calc/totals.ts): an input of them, or the total. */
  readonly totals?: 'product' | 'quantity' | 'shipping' | 'total'
  /**
   * Shows calc tags of its `default` when the page prints no `use_merge_tags.calculations`:
   * `html` wraps values in spans (and resolves `{field:KEY}`), `text` shows plain text.
   */
  readonly calcDisplay?: 'html' | 'text'
}
