import { describe, expect, it } from 'vitest'
import type { FieldDef } from '../../page-data'
import { fieldCalcValue } from './field-calc-value'

const en = { thousandsSep: ',', decimalPoint: '.', siteLocale: 'en_US' }
const product = (extra: Record<string, unknown>) =>
  ({ id: 1, key: 'p', type: 'product', product_price: '3', ...extra }) as unknown as FieldDef
const calc = (def: FieldDef, value: unknown) => fieldCalcValue({ def, value, visible: true }, en)

describe('a product in a calculation ({field:key})', () => {
  it('counts the typed amount of a user-entered product', () => {
    expect(calc(product({ product_type: 'user' }), '12.5')).toBe(12.5)
    expect(calc(product({ product_type: 'user', product_use_quantity: 1 }), '4')).toBe(4)
  })

  it('counts the chosen dropdown option price (its calc, else its value), 0 before a choice', () => {
    const options = [
      { label: 'A', value: 'a', calc: '2.25' },
      { label: 'B', value: '9', calc: '' },
    ]
    const def = product({ product_type: 'dropdown', options })
    expect(calc(def, 'a')).toBe(2.25)
    expect(calc(def, '9')).toBe(9)
    expect(calc(def, '')).toBe(0)
  })

  it('keeps price × own quantity for a single product that uses one', () => {
    expect(calc(product({ product_type: 'single', product_use_quantity: 1 }), '4')).toBe(12)
    expect(calc(product({ product_type: 'single' }), '4')).toBe(3)
  })
})
