import { kindOf } from './kind-port'
import type { FieldDef } from '../../page-data'
import { str } from '../field-props'
import { parseLocaleNumber, type NumberLocale } from '../locale/number-locale'
import type { Totals } from '../types'
import { productUnitPrice, usesOwnQuantity } from './product-price'

function num(v: unknown, locale: NumberLocale): number {
  const n = parseLocaleNumber(v === undefined || v === null ? '' : (v as string | number), locale)
  return Number.isFinite(n) ? n : 0
}

/**
 * Product totals of one form: unit price (see product-price.ts) × (the quantity field
 * assigned to the product, else its own value when it uses a quantity, else 1); shipping is added only when the product
 * sum is non-zero; the total has 2 decimals.
 */
export function computeTotals(
  fields: readonly { readonly def: FieldDef; readonly value: unknown; readonly visible: boolean }[],
  locale: NumberLocale,
): Totals {
  const quantities = new Map<string, number>()
  const part = (def: FieldDef) => kindOf(def.type).totals
  for (const f of fields) {
    if (part(f.def) !== 'quantity') continue
    const product = str(f.def, 'product_assignment')
    // In a second render (`3_1`) ids carry the suffix but the assignment does not.
    const suffix = /_\d+$/.exec(String(f.def.id))?.[0] ?? ''
    const target = suffix && !product.endsWith(suffix) ? product + suffix : product
    if (product !== '') quantities.set(target, num(f.value, locale))
  }
  const products: Record<string, number> = {}
  let sum = 0
  let shipping = 0
  for (const f of fields) {
    if (part(f.def) === 'shipping') shipping += num(str(f.def, 'shipping_cost'), locale)
    if (part(f.def) !== 'product') continue
    const id = String(f.def.id)
    const price = productUnitPrice(f.def, f.value, locale)
    const qty = quantities.has(id)
      ? (quantities.get(id) as number)
      : usesOwnQuantity(f.def)
        ? num(f.value, locale)
        : 1
    products[id] = price * qty
    sum += products[id]
  }
  const total = sum + (sum !== 0 ? shipping : 0)
  return { products, shipping, total: total.toFixed(2) }
}
