import { describe, expect, it } from 'vitest'
import { createRadio } from './radio'
import { formEnvFromGlobals } from '../logic/env'
import { createFormStore } from '../logic/form-store'
import type { FormDef } from '../page-data'
import { announceStoreChanges } from './store-events'

type Model = { id?: string; get(k: string): unknown }

const form = {
  id: '3',
  settings: {
    calculations: [{ name: 'double', eq: '{field:qty} * 2', dec: '2' }],
    formErrorsCorrectErrors: 'Please correct errors before submitting this form.',
  },
  fields: [
    { id: 1, key: 'qty', type: 'number', order: 1, value: '', required: 1 },
    { id: 2, key: 'submit', type: 'submit', order: 2, value: '' },
  ],
} as unknown as FormDef

function setup() {
  const store = createFormStore(form, formEnvFromGlobals({}, {}))
  const radio = createRadio()
  const seen: string[] = []
  const on = (channel: string, event: string, say: (m: Model, a?: string, b?: string) => string) =>
    radio
      .channel(channel)
      .on(event, (...args: unknown[]) =>
        seen.push(say(...(args as [Model, string | undefined, string | undefined]))),
      )
  on('fields', 'add:error', (m, key, msg) => `fields add:error ${m.id} ${key} ${msg}`)
  on('fields', 'remove:error', (m, key) => `fields remove:error ${m.id} ${key}`)
  on('form-3', 'add:error', (m, id, msg) => `form-3 add:error ${String(m.get('id'))} ${id} ${msg}`)
  on('form-3', 'remove:error', (m, id) => `form-3 remove:error ${String(m.get('id'))} ${id}`)
  on(
    'calc',
    'change:value',
    (m) =>
      `calc change:value ${String(m.get('name'))}=${String(m.get('value'))} form ${String(m.get('formID'))}`,
  )
  const stop = announceStoreChanges(radio, store)
  return { store, seen, stop }
}

describe('store changes on the bus', () => {
  it('announces field and form errors as they come and go, with the field or form model', () => {
    const { store, seen } = setup()
    store.validateForSubmit()
    store.setValue('1', '4')
    expect(seen).toEqual([
      'fields add:error 1 required-error This is a required field.',
      'form-3 add:error 3 field-errors Please correct errors before submitting this form.',
      'fields remove:error 1 required-error',
      'form-3 remove:error 3 field-errors',
      'calc change:value double=8.00 form 3',
    ])
  })

  it('announces each calc whose value changed, once, and nothing after stop', () => {
    const { store, seen, stop } = setup()
    store.setValue('1', '2')
    store.setValue('1', '2.0')
    stop()
    store.setValue('1', '5')
    expect(seen).toEqual(['calc change:value double=4.00 form 3'])
  })
})

describe('change:modelValue from the store', () => {
  const shop = {
    id: '4',
    settings: { calculations: [] },
    fields: [
      { id: 10, key: 'email', type: 'email', order: 1, value: '' },
      { id: 11, key: 'copy', type: 'textbox', order: 2, value: '', mirror_field: 10 },
      {
        id: 12,
        key: 'widget',
        type: 'product',
        order: 3,
        value: '',
        product_price: '5',
        product_use_quantity: 1,
      },
      { id: 13, key: 'total', type: 'total', order: 4, value: '' },
    ],
  } as unknown as FormDef

  function listen() {
    const store = createFormStore(shop, formEnvFromGlobals({}, {}))
    const radio = createRadio()
    const seen: string[] = []
    for (const channel of ['fields', 'field-13', 'total'])
      radio
        .channel(channel)
        .on('change:modelValue', (m: unknown) =>
          seen.push(`${channel} ${(m as Model).id}=${String((m as Model).get('value'))}`),
        )
    announceStoreChanges(radio, store)
    return { store, seen }
  }

  it('announces a value set by a mirror, a total and a reset, not only the one typed', () => {
    const { store, seen } = listen()
    store.setValue('10', 'a@b.fr')
    expect(seen).toEqual(['fields 10=a@b.fr', 'fields 11=a@b.fr'])
    seen.length = 0
    store.setValue('12', '3')
    expect(seen).toEqual(['fields 12=3', 'field-13 13=15.00', 'total 13=15.00', 'fields 13=15.00'])
    seen.length = 0
    store.reset()
    expect(seen).toEqual([
      'fields 10=',
      'fields 11=',
      'fields 12=',
      'field-13 13=0.00',
      'total 13=0.00',
      'fields 13=0.00',
    ])
  })

  it('announces nothing for a value set again unchanged', () => {
    const { store, seen } = listen()
    store.setValue('10', 'x')
    store.setValue('10', 'x')
    expect(seen).toEqual(['fields 10=x', 'fields 11=x'])
  })
})
