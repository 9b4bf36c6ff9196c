/** The value behaviours several field kinds share (see kinds/index.ts). */
import { flagOf, numOf, optionsOf, str } from '../logic/field-props'
import { parseLocaleNumber, type NumberLocale } from '../logic/locale/number-locale'
import { decodeEntities } from '../logic/text'
import type { CalcValueInput, FieldState, FormState } from '../logic/types'
import type { FieldDef } from '../page-data'

/** A value as a machine number in the form's locale; non-numeric counts 0. */
export function num(v: unknown, locale: NumberLocale): number {
  const n = parseLocaleNumber(typeof v === 'number' ? v : String(v ?? ''), locale)
  return Number.isFinite(n) ? n : 0
}

function asList(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String)
  if (value === '' || value === undefined || value === null) return []
  return [String(value)]
}

const isChecked = (v: unknown) => v === 1 || v === '1' || v === true

/** What a `{field:KEY}` tag shows for a checkbox: its checked or unchecked text. */
export const checkboxText = ({ def, value }: FieldState): string =>
  isChecked(value)
    ? str(def, 'checked_value') || 'Checked'
    : str(def, 'unchecked_value') || 'Unchecked'

/** Default initial value: the printed value as text. */
export const textInitial = (_def: FieldDef, raw: unknown): unknown => String(raw)

/** Default calc value: the number in the value, without the currency symbol of a currency mask. */
export function textCalc(input: CalcValueInput, locale: NumberLocale, currencySymbol: string) {
  const { def, value } = input
  if (str(def, 'mask') === 'currency' && currencySymbol !== '') {
    return num(
      String(value ?? '')
        .split(decodeEntities(currencySymbol))
        .join(''),
      locale,
    )
  }
  return num(value, locale)
}

/** Default posted value: a copy of a list or object, else the value as text. */
export function textSubmit(field: FieldState): unknown {
  const { value } = field
  if (Array.isArray(value)) return [...value]
  if (typeof value === 'object' && value !== null) return { ...value }
  return value === undefined || value === null ? '' : String(value)
}

/** Posted as an empty string (buttons and rules). */
export const emptySubmit = (): unknown => ''

/**
 * A checkbox starts checked (1) or not (0) by `default_value` alone, as the original: the
 * printed value (the server copies an export's `default` into it) does not count.
 */
export const checkboxInitial = (def: FieldDef): unknown =>
  str(def, 'default_value') === 'checked' ? 1 : 0

/** A checkbox counts its checked/unchecked calc value, else 1/0. */
export function checkboxCalc(input: CalcValueInput, locale: NumberLocale): number {
  const checked = isChecked(input.value)
  const calc = str(input.def, checked ? 'checked_calc_value' : 'unchecked_calc_value')
  return calc.trim() === '' ? (checked ? 1 : 0) : num(calc, locale)
}

/** A checkbox posts 1 or 0. */
export const checkboxSubmit = (field: FieldState): unknown => (isChecked(field.value) ? 1 : 0)

/**
 * A list's value as loaded. A dropdown starts on its selected option, else its first (a
 * first option with an empty value is a placeholder the required check catches), as the
 * original.
 */
export function listInitial(dropdown: boolean, multi: (def: FieldDef) => boolean) {
  return (def: FieldDef, raw: unknown): unknown => {
    const selected = optionsOf(def)
      .filter((o) => o.selected)
      .map((o) => o.value)
    if (multi(def)) {
      if (selected.length > 0) return selected
      return String(raw) === '' ? [] : String(raw).split(',')
    }
    const first = optionsOf(def)[0]
    if (dropdown && first) return selected[0] ?? first.value
    return String(raw) !== '' ? String(raw) : (selected[0] ?? '')
  }
}

/** A list counts the calc (else the value) of its chosen options; unknown values count 0. */
export function listCalc(multi: (def: FieldDef) => boolean) {
  return (input: CalcValueInput, locale: NumberLocale): number => {
    const { def, value } = input
    const options = optionsOf(def)
    if (multi(def)) {
      // Values missing from the options are skipped (the original threw).
      return asList(value).reduce((sum, v) => {
        const o = options.find((x) => x.value === v)
        return sum + (o ? num(o.calc, locale) : 0)
      }, 0)
    }
    const o = options.find((x) => x.value === String(value ?? ''))
    if (!o) return 0
    return o.calc.trim() !== '' ? num(o.calc, locale) : num(o.value, locale)
  }
}

function twoDigits(n: number): string {
  return String(n).padStart(2, '0')
}

/** A date (or a time only: '' until chosen), or with a date and time its object: selected_hour/minute two-digit, else 12 (00 in 24 h) and 00. */
export function dateInitial(def: FieldDef, raw: unknown): unknown {
  const mode = str(def, 'date_mode') || 'date_only'
  // A time-only field holds nothing until a select changes, as the original.
  if (mode === 'date_only' || mode === 'time_only') return String(raw)
  const h24 = flagOf(def, 'hours_24')
  const time: Record<string, string> = {
    date: String(raw),
    hour: twoDigits(numOf(def, 'selected_hour') ?? (h24 ? 0 : 12)),
    minute: twoDigits(numOf(def, 'selected_minute') ?? 0),
  }
  if (!h24) time.ampm = str(def, 'selected_ampm') || 'am'
  return time
}

/** A product posts its quantity or typed amount, else nothing. */
export const productSubmit = ({ def, value }: FieldState): unknown =>
  flagOf(def, 'product_use_quantity') || str(def, 'product_type') === 'user'
    ? String(value ?? '')
    : ''

/** A total posts the form's computed total. */
export const totalSubmit = (_field: FieldState, state: FormState): unknown => state.totals.total

function childValue(child: FieldState): unknown {
  if (child.def.type === 'checkbox') return child.value === 1 || child.value === '1' ? 1 : 0
  if (typeof child.value === 'object' && child.value !== null) return child.value
  return String(child.value ?? '')
}

/** The submit value of a repeater: `{ "12.1_0": {value, id}, … }` over every set. */
function repeaterSubmitValue(
  sets: readonly (readonly string[])[],
  valueOf: (id: string) => { value: unknown; files?: unknown },
): Record<string, { value: unknown; id: string; files?: unknown }> {
  const out: Record<string, { value: unknown; id: string; files?: unknown }> = {}
  for (const ids of sets) {
    for (const id of ids) {
      const { value, files } = valueOf(id)
      out[id] = files === undefined ? { value, id } : { value, id, files }
    }
  }
  return out
}

/** A repeater posts each child of each set under its suffixed id. */
export const repeaterSubmit = (field: FieldState, state: FormState): unknown =>
  repeaterSubmitValue(state.repeaters[field.id]?.sets ?? [], (id) => {
    const child = state.fields[id]
    return { value: child ? childValue(child) : '' }
  })
