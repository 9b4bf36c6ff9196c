import { afterEach, describe, expect, it, vi } from 'vitest'
import { createRadio } from './radio'
import type { FieldDef } from '../page-data'
import type { FieldState } from '../logic/types'
import { createTypeHooks } from './type-hooks'

const def = { id: 9, key: 'colour', type: 'listradio', label: 'Colour' } as unknown as FieldDef
const field: FieldState = { id: '9', def, value: 'red', visible: true, clean: false, errors: {} }
const host = window as unknown as { nfCalculationsDebug?: unknown; jQuery?: unknown }

function setup() {
  const radio = createRadio()
  const form = { id: '2' }
  const hooks = createTypeHooks({ win: window, radio, form: () => form })
  return { radio, hooks, form }
}

afterEach(() => {
  delete host.nfCalculationsDebug
  delete host.jQuery
  document.body.replaceChildren()
  vi.restoreAllMocks()
})

type Model = { id: string; get(k: string): unknown; attributes: Record<string, unknown> }

describe('add-on hooks on the bus (contract b)', () => {
  it('asks <type>: get:calcValue with a model of the field', () => {
    const { radio, hooks } = setup()
    expect(hooks.calcValue?.(field)).toBeUndefined()
    radio
      .channel('listradio')
      .reply('get:calcValue', (m: Model) =>
        m.get('value') === 'red' && m.get('key') === 'colour' && m.id === '9' ? 5 : 1,
      )
    expect(hooks.calcValue?.(field)).toBe(5)
    // Another type's reply does not apply.
    expect(hooks.calcValue?.({ ...field, def: { ...def, type: 'listselect' } })).toBeUndefined()
  })

  it('asks <type>: get:submitData with the default entry and the model', () => {
    const { radio, hooks } = setup()
    radio
      .channel('listradio')
      .reply('get:submitData', (entry: { value: unknown; id: number }, m: Model) => ({
        ...entry,
        value: `${String(m.get('label'))}: ${String(entry.value)}`,
      }))
    expect(hooks.submitData?.({ value: 'red', id: 9 }, field)).toEqual({
      value: 'Colour: red',
      id: 9,
    })
  })

  it('asks <type>: validate:required with the input and the model; no answer is undefined', () => {
    const { radio, hooks } = setup()
    document.body.innerHTML = '<input id="nf-field-9" value="red">'
    expect(hooks.validateRequired?.(field)).toBeUndefined()
    radio
      .channel('listradio')
      .reply('validate:required', (el: HTMLInputElement, m: Model) => el.value === m.get('value'))
    expect(hooks.validateRequired?.(field)).toBe(true)
    radio.channel('listradio').reply('validate:required', () => 0)
    expect(hooks.validateRequired?.(field)).toBe(false)
  })

  it('passes the input as a jQuery object when the page has jQuery', () => {
    const { radio, hooks } = setup()
    document.body.innerHTML = '<input id="nf-field-9" value="blue">'
    host.jQuery = (el: unknown) => ({ jq: true, 0: el })
    radio
      .channel('listradio')
      .reply('before:updateField', (el: { jq: boolean; 0: HTMLInputElement }) =>
        el.jq ? el[0].value.toUpperCase() : undefined,
      )
    expect(hooks.beforeUpdate?.(field, 'blue')).toBe('BLUE')
  })

  it('keeps the value a control sent when before:updateField has no answer', () => {
    const { hooks } = setup()
    expect(hooks.beforeUpdate?.(field, 'green')).toBe('green')
  })

  it('asks forms: maybe:validate with the form; only false skips validation', () => {
    const { radio, hooks, form } = setup()
    expect(hooks.maybeValidate?.()).toBe(true)
    const seen: unknown[] = []
    radio.channel('forms').reply('maybe:validate', (f: unknown) => (seen.push(f), false))
    expect(hooks.maybeValidate?.()).toBe(false)
    expect(seen).toEqual([form])
    radio.channel('forms').reply('maybe:validate', () => 0)
    expect(hooks.maybeValidate?.()).toBe(true)
  })

  it('logs calculation steps to the console only while nfCalculationsDebug is set', () => {
    const { hooks } = setup()
    expect(hooks.calcDebug?.()).toBeUndefined()
    host.nfCalculationsDebug = true
    const log = vi.spyOn(console, 'log').mockImplementation(() => {})
    hooks.calcDebug?.()?.({ name: 'total', equation: '2 * 3', result: '6.00' })
    expect(log).toHaveBeenCalledWith('[bramble] Calculation "total": 2 * 3 = 6.00')
  })

  it('counts a reply that throws as no answer', () => {
    const { radio, hooks } = setup()
    vi.spyOn(console, 'error').mockImplementation(() => {})
    radio.channel('listradio').reply('get:calcValue', () => {
      throw new Error('add-on bug')
    })
    expect(hooks.calcValue?.(field)).toBeUndefined()
  })
})
