import { describe, expect, it } from 'vitest'
import { formEnvFromGlobals } from '../logic/env'
import { createFormStore } from '../logic/form-store'
import type { FormDef } from '../page-data'
import type { CollectionShim } from './collection-shim'
import { formModelShim } from './form-model-shim'
import type { LiveFieldModel } from './live-field-model'

const form = {
  id: '6',
  settings: { title: 'Quote', calculations: [] },
  fields: [
    { id: 1, key: 'name', type: 'textbox', order: 1, value: '' },
    { id: 2, key: 'email', type: 'email', order: 2, value: '' },
    { id: 3, key: 'phone', type: 'textbox', order: 3, value: '' },
  ],
} as unknown as FormDef

describe('formModelShim', () => {
  it('reads the id, the settings and the live extra map as a Backbone form model would', () => {
    const store = createFormStore(form, formEnvFromGlobals({ ajaxNonce: 'n' }, {}))
    const model = formModelShim('6_1', store)
    expect(model.get('id')).toBe('6_1')
    expect(model.get('title')).toBe('Quote')
    expect(model.get('settings')).toBe(form.settings)
    expect(model.getExtra('saveProgress')).toBeUndefined()
    store.setExtra('saveProgress', 3)
    expect(model.getExtra('saveProgress')).toBe(3)
    expect(model.get('extra')).toEqual({ saveProgress: 3 })
  })

  it('answers get("fields") with a live Backbone-like collection of its field models', () => {
    const store = createFormStore(form, formEnvFromGlobals({ ajaxNonce: 'n' }, {}))
    const fields = formModelShim('6', store).get('fields') as CollectionShim<LiveFieldModel>
    expect(fields.length).toBe(3)
    expect(fields.models.map((m) => m.get('key'))).toEqual(['name', 'email', 'phone'])
    expect(fields.where({ type: 'textbox' }).map((m) => m.id)).toEqual(['1', '3'])
    expect(fields.findWhere({ key: 'email' })?.id).toBe('2')
    expect(fields.findWhere({ key: 'nope' })).toBeUndefined()
    // The same object each time, by id or by a model, and values read live.
    expect(fields.get('2')).toBe(fields.findWhere({ key: 'email' }))
    expect(fields.get(fields.at(0))).toBe(fields.models[0])
    store.setValue('3', '555')
    expect(fields.findWhere({ value: '555' })?.get('key')).toBe('phone')
    const seen: string[] = []
    const ctx = { tag: 'ctx' }
    fields.each(function (this: typeof ctx, m, i) {
      seen.push(`${this.tag}:${i}:${m.id}`)
    }, ctx)
    expect(seen).toEqual(['ctx:0:1', 'ctx:1:2', 'ctx:2:3'])
  })
})
