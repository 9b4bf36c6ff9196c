import { afterEach, describe, expect, it, vi } from 'vitest'
import type { FormDef } from '../page-data'
import { formEnvFromGlobals } from './env'
import { createFormStore } from './form-store'

const env = formEnvFromGlobals(
  { adminAjax: '/wp-admin/admin-ajax.php', ajaxNonce: '590cf59449' },
  { thousands_sep: ',', decimal_point: '.', siteLocale: 'en_US' },
)

function form(fields: object[], settings: Record<string, unknown> = {}): FormDef {
  return { id: '3', settings: { calculations: [], ...settings }, fields } as unknown as FormDef
}

const calcForm = form(
  [
    { id: 1, key: 'number1', type: 'number', order: 1, value: '' },
    { id: 2, key: 'number2', type: 'number', order: 2, value: '' },
    { id: 3, key: 'number3', type: 'number', order: 3, value: '' },
    { id: 4, key: 'html', type: 'html', order: 4, default: 'Total: {calc:calc_1} / {calc:calc_1}' },
    {
      id: 5,
      key: 'textbox_with_currency_mask',
      type: 'textbox',
      mask: 'currency',
      order: 5,
      value: '',
    },
    { id: 6, key: 'hidden', type: 'hidden', order: 6, default: '{calc:withCurrency}' },
    { id: 7, key: 'submit', type: 'submit', order: 7, value: '' },
  ],
  {
    currency_symbol: '&#36;',
    calculations: [
      { name: 'calc_1', eq: '{field:number1} + {field:number2} + {field:number3}', dec: '2' },
      { name: 'withCurrency', eq: '{field:textbox_with_currency_mask} * 1.10', dec: '2' },
    ],
  },
)

afterEach(() => vi.restoreAllMocks())

describe('form store: calculations', () => {
  it('shows Total: 15.00 for 5 + 5 + 5 in every occurrence, in the same update', () => {
    const store = createFormStore(calcForm, env)
    const seen: string[] = []
    store.subscribe(() => seen.push(store.getState().calcs.calc_1 ?? ''))
    for (const id of ['1', '2', '3']) store.setValue(id, '5')
    const s = store.getState()
    expect(s.calcs.calc_1).toBe('15.00')
    expect(s.displays['4']).toBe(
      'Total: <span data-key="calc:calc_1">15.00</span> / <span data-key="calc:calc_1">15.00</span>',
    )
    expect(seen).toEqual(['5.00', '10.00', '15.00'])
  })

  it('prepares a keystroke without changing the state, telling listeners or asking add-ons', () => {
    const calcValue = vi.fn(() => undefined)
    const calcDebug = vi.fn(() => undefined)
    const store = createFormStore(calcForm, { ...env, hooks: { calcValue, calcDebug } })
    store.setValue('1', '2')
    const before = store.getState()
    const listener = vi.fn()
    store.subscribe(listener)
    calcValue.mockClear()
    calcDebug.mockClear()
    store.prepare()
    expect(store.getState()).toBe(before)
    expect(listener).not.toHaveBeenCalled()
    expect(calcValue).not.toHaveBeenCalled()
    expect(calcDebug).not.toHaveBeenCalled()
    // The keystroke after it computes as ever.
    store.setValue('2', '3')
    expect(store.getState().calcs.calc_1).toBe('5.00')
    expect(calcValue).toHaveBeenCalled()
  })

  it('computes 3.50 × 1.10 → 3.85 with the currency symbol stripped, into a hidden value', () => {
    const store = createFormStore(calcForm, env)
    store.setValue('5', '$3.50')
    expect(store.getState().calcs.withCurrency).toBe('3.85')
    expect(store.getState().fields['6']?.value).toBe('3.85')
  })

  it('counts a hidden field as 0', () => {
    const store = createFormStore(calcForm, env)
    store.setValue('1', '5')
    store.setValue('2', '5')
    store.setVisible('2', false)
    expect(store.getState().calcs.calc_1).toBe('5.00')
  })

  it('reports a cycle once and never loops', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const cyc = form([{ id: 1, key: 'a', type: 'number', order: 1, value: '1' }], {
      calculations: [
        { name: 'x', eq: '{calc:y} + {field:a}' },
        { name: 'y', eq: '{calc:x} + 1' },
      ],
    })
    const store = createFormStore(cyc, env)
    store.setValue('1', '2')
    store.setValue('1', '3')
    expect(error).toHaveBeenCalledTimes(1)
    expect(error.mock.calls[0]?.[0]).toMatch(/x, y .*cycle/)
    expect(store.getState().calcs.x).toMatch(/^\d+\.00$/)
  })

  it('publishes a new immutable snapshot on each change', () => {
    const store = createFormStore(calcForm, env)
    const before = store.getState()
    store.setValue('1', '7')
    const after = store.getState()
    expect(after).not.toBe(before)
    expect(before.fields['1']?.value).toBe('')
    expect(after.fields['1']?.value).toBe('7')
  })
})
