import type { FieldDef } from '../../page-data'
import { flagOf, numOf, optionsOf, str } from '../field-props'
import { parseLocaleNumber, type NumberLocale } from '../locale/number-locale'
import type { CalcValueInput } from '../types'

function num(v: unknown, locale: NumberLocale): number {
  const n = parseLocaleNumber(typeof v === 'number' ? v : String(v ?? ''), locale)
  return Number.isFinite(n) ? n : 0
}

/**
 * The unit price of a product field: the amount the visitor typed (`product_type` user), the
 * chosen option's price — its `calc`, else its value — (dropdown, 0 before a choice), else
 * `product_price`.
 */
export function productUnitPrice(def: FieldDef, value: unknown, locale: NumberLocale): number {
  const type = str(def, 'product_type')
  if (type === 'user') return num(value, locale)
  if (type === 'dropdown') {
    const o = optionsOf(def).find((x) => x.value === String(value ?? ''))
    if (!o || o.value === '') return 0
    return num(o.calc.trim() !== '' ? o.calc : o.value, locale)
  }
  return numOf(def, 'product_price') ?? num(str(def, 'product_price'), locale)
}

/**
 * Whether the product's own value is its quantity: only a priced product (single, hidden)
 * with `product_use_quantity`; a dropdown's value is its choice and a user product's its price.
 */
export function usesOwnQuantity(def: FieldDef): boolean {
  const type = str(def, 'product_type')
  return type !== 'user' && type !== 'dropdown' && flagOf(def, 'product_use_quantity')
}

/** A product counts its unit price, × quantity only when it uses its own quantity. */
export function productCalc(input: CalcValueInput, locale: NumberLocale): number {
  const price = productUnitPrice(input.def, input.value, locale)
  return usesOwnQuantity(input.def) ? price * num(input.value, locale) : price
}
