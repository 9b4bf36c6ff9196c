import type { FieldDef } from '../../page-data'
import { isMultiValue, optionsOf, str } from '../field-props'
import { parseLocaleNumber, type NumberLocale } from '../locale/number-locale'
import { decodeEntities } from '../text'
import { productUnitPrice, usesOwnQuantity } from './product-price'

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

function num(v: unknown, locale: NumberLocale): number {
  const n = parseLocaleNumber(typeof v === 'number' ? v : String(v ?? ''), locale)
  return Number.isFinite(n) ? n : 0
}

function asList(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String)
  if (value === '' || value === undefined || value === null) return []
  return [String(value)]
}

/**
 * A field's value as a calculation reads it (contract e), as a machine number: the type
 * hook's answer first, else the built-in value of the type. Hidden fields and anything
 * non-numeric count 0. Two deliberate differences from the original,
 * for parity with the server: a select with nothing selected counts 0 (not the first
 * option), and a product counts its unit price × quantity only when it uses its own quantity.
 */
export function fieldCalcValue(
  input: CalcValueInput,
  locale: NumberLocale,
  currencySymbol = '',
  hook?: CalcValueHook,
): number {
  const { def, value } = input
  if (!input.visible) return 0
  const own = hook?.(input)
  if (own || own === 0) return num(own, locale)
  switch (def.type) {
    case 'checkbox': {
      const checked = value === 1 || value === '1' || value === true
      const calc = str(def, checked ? 'checked_calc_value' : 'unchecked_calc_value')
      return calc.trim() === '' ? (checked ? 1 : 0) : num(calc, locale)
    }
    case 'listradio':
    case 'listselect':
    case 'liststate':
    case 'listcountry':
    case 'listimage':
    case 'listcheckbox':
    case 'listmultiselect':
    case 'terms': {
      const options = optionsOf(def)
      if (isMultiValue(def)) {
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
    case 'product': {
      const price = productUnitPrice(def, value, locale)
      return usesOwnQuantity(def) ? price * num(value, locale) : price
    }
    default: {
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
  }
}
