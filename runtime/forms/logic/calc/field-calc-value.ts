import { num } from '../../kinds/values'
import type { NumberLocale } from '../locale/number-locale'
import type { CalcValueHook, CalcValueInput } from '../types'
import { calcValueOf, kindOf } from './kind-port'
import { productCalc } from './product-price'

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
  if (!input.visible) return 0
  const own = hook?.(input)
  if (own || own === 0) return num(own, locale)
  const kind = kindOf(input.def.type)
  if (kind.calc === 'product') return productCalc(input, locale)
  return calcValueOf(kind)(input, locale, currencySymbol)
}
