import { describe, expect, it } from 'vitest'
import type { FieldDef } from '../../page-data'
import { findDisplayTemplates, renderDisplay } from './displays'
import { fieldCalcValue } from './field-calc-value'
import { computeTotals } from './totals'

const en = { thousandsSep: ',', decimalPoint: '.', siteLocale: 'en_US' }
const de = { thousandsSep: '.', decimalPoint: ',', siteLocale: 'de_DE' }
const def = (d: object) => ({ id: 1, key: 'k', ...d }) as unknown as FieldDef
const opts = [
  { label: 'A', value: 'a', calc: '2', selected: 0 },
  { label: 'B', value: 'b', calc: '', selected: 0 },
  { label: 'Three', value: '3', calc: '', selected: 0 },
]
const calc = (d: object, value: unknown, visible = true, locale = en) =>
  fieldCalcValue({ def: def(d), value, visible }, locale, '&euro;')

describe('field calc values (contract e)', () => {
  it('checkbox: checked/unchecked calc values, else 1/0', () => {
    expect(calc({ type: 'checkbox', checked_calc_value: '7', unchecked_calc_value: '2' }, 1)).toBe(
      7,
    )
    expect(calc({ type: 'checkbox', checked_calc_value: '7', unchecked_calc_value: '2' }, 0)).toBe(
      2,
    )
    expect(calc({ type: 'checkbox' }, 1)).toBe(1)
    expect(calc({ type: 'checkbox' }, 0)).toBe(0)
  })

  it('single lists: the option calc, a numeric value when calc is empty, else 0', () => {
    expect(calc({ type: 'listradio', options: opts }, 'a')).toBe(2)
    expect(calc({ type: 'listradio', options: opts }, '3')).toBe(3)
    expect(calc({ type: 'listradio', options: opts }, 'b')).toBe(0)
    // Server parity: nothing selected in a select counts 0, not the first option.
    expect(calc({ type: 'listselect', options: opts }, '')).toBe(0)
  })

  it('multi lists sum the selected calcs and skip values not in the options', () => {
    expect(calc({ type: 'listcheckbox', options: opts }, ['a', 'gone', '3'])).toBe(2)
    expect(calc({ type: 'listimage', allow_multi_select: 1, image_options: opts }, ['a'])).toBe(2)
  })

  it('product: price × quantity when it uses its own quantity, else the price', () => {
    expect(calc({ type: 'product', product_price: '12.50', product_use_quantity: 1 }, '3')).toBe(
      37.5,
    )
    expect(calc({ type: 'product', product_price: '12.50', product_use_quantity: 0 }, '')).toBe(
      12.5,
    )
  })

  it('currency mask drops the decoded symbol; locale numbers decode; hidden and junk are 0', () => {
    expect(calc({ type: 'textbox', mask: 'currency' }, '€3,50', true, de)).toBe(3.5)
    expect(calc({ type: 'number' }, '1.234,5', true, de)).toBe(1234.5)
    expect(calc({ type: 'number' }, '5', false)).toBe(0)
    expect(calc({ type: 'textbox' }, 'hello')).toBe(0)
  })
})

describe('displays', () => {
  const fields = [
    def({
      id: 4,
      type: 'html',
      default: '{calc:t} and {calc:t:2}; you said {field:name} / {field:name}',
    }),
    def({ id: 5, type: 'hidden', default: '{calc:t}' }),
    def({ id: 6, type: 'textbox', default: '{calc:t}' }),
  ]

  it('finds html/hidden fields with tags and resolves every occurrence, escaping values', () => {
    const templates = findDisplayTemplates(fields, ['html', 'hidden'])
    expect(templates.map((t) => t.fieldId)).toEqual(['4', '5'])
    const values = {
      calc: () => ({ value: '1234.5', dec: 2 }),
      fieldText: () => '<img src=x onerror=alert(1)>',
    }
    expect(renderDisplay(templates[0]!, values, de)).toBe(
      '<span data-key="calc:t">1.234,50</span> and <span data-key="calc:t">1.234,50</span>; you said ' +
        '<span data-key="field:name">&lt;img src=x onerror=alert(1)&gt;</span> / ' +
        '<span data-key="field:name">&lt;img src=x onerror=alert(1)&gt;</span>',
    )
    expect(renderDisplay(templates[1]!, values, en)).toBe('1,234.50')
  })

  it('keeps unknown calc tags as written, and text around and between tags', () => {
    const templates = findDisplayTemplates(
      [
        def({ id: 1, type: 'html', default: '{calc:a}{calc:zz:3}<b>{calc:a}</b>&amp; end' }),
        def({ id: 2, type: 'hidden', default: 'x {calc:zz} {calc:a:1} y' }),
        // A calc tag inside a field tag: the value span leaves no field tag to replace.
        def({ id: 3, type: 'html', default: '{field:{calc:n}} and {calc:a}' }),
      ],
      ['html', 'hidden'],
    )
    const values = {
      calc: (name: string) =>
        name === 'a' ? { value: '2.5', dec: 2 } : name === 'n' ? { value: '7', dec: 0 } : undefined,
      fieldText: () => 'seven',
    }
    expect(templates.map((t) => renderDisplay(t, values, en))).toEqual([
      '<span data-key="calc:a">2.50</span>{calc:zz:3}<b><span data-key="calc:a">2.50</span></b>&amp; end',
      'x {calc:zz} 2.50 y',
      '{field:<span data-key="calc:n">7</span>} and <span data-key="calc:a">2.50</span>',
    ])
  })
})

describe('product totals', () => {
  const product = (id: number, price: string, useQty: number) =>
    def({ id, type: 'product', product_price: price, product_use_quantity: useQty })
  it('multiplies by the assigned quantity, the own value or 1; shipping only with a non-zero sum', () => {
    const fields = [
      { def: product(1, '12.50', 1), value: '2', visible: true },
      { def: product(2, '5', 0), value: '', visible: true },
      { def: def({ id: 3, type: 'quantity', product_assignment: '2' }), value: '3', visible: true },
      { def: product(4, '1', 0), value: '', visible: true },
      { def: def({ id: 5, type: 'shipping', shipping_cost: '4.99' }), value: '', visible: true },
    ]
    expect(computeTotals(fields, en)).toEqual({
      products: { 1: 25, 2: 15, 4: 1 },
      shipping: 4.99,
      total: '45.99',
    })
    const second = fields.map((f) => ({ ...f, def: { ...f.def, id: `${f.def.id}_1` } }))
    expect(computeTotals(second, en).products).toEqual({ '1_1': 25, '2_1': 15, '4_1': 1 })
    const empty = fields.map((f) =>
      f.def.type === 'product' ? { ...f, def: { ...f.def, product_price: '0' } } : f,
    )
    expect(computeTotals(empty as typeof fields, en).total).toBe('0.00')
  })
})
