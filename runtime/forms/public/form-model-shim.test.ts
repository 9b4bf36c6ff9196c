import { describe, expect, it } from 'vitest'
import { formEnvFromGlobals } from '../logic/env'
import { createFormStore } from '../logic/form-store'
import type { FormDef } from '../page-data'
import { formModelShim } from './form-model-shim'

const form = {
  id: '6',
  settings: { title: 'Quote', calculations: [] },
  fields: [{ id: 1, key: 'name', type: 'textbox', order: 1, value: '' }],
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
})
