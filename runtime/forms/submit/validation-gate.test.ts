import { describe, expect, it } from 'vitest'
import { formEnvFromGlobals } from '../logic/env'
import { createFormStore } from '../logic/form-store'
import type { FormDef } from '../page-data'
import { withValidationGate } from './validation-gate'

const form = {
  id: '3',
  settings: { calculations: [] },
  fields: [{ id: 1, key: 'name', type: 'textbox', order: 1, value: '', required: 1 }],
} as unknown as FormDef

describe('withValidationGate (forms: maybe:validate)', () => {
  it('validates as the store does while the gate is open', () => {
    const store = createFormStore(form, formEnvFromGlobals({ ajaxNonce: 'n' }, {}))
    const gated = withValidationGate(store, () => true)
    expect(gated.validateForSubmit()).toEqual({ ok: false, firstInvalidId: '1' })
    expect(store.getState().fields['1']?.errors['required-error']).toBeDefined()
  })

  it('skips the field checks when the gate answers false, and is the store otherwise', () => {
    const store = createFormStore(form, formEnvFromGlobals({ ajaxNonce: 'n' }, {}))
    const gated = withValidationGate(store, () => false)
    expect(gated.validateForSubmit()).toEqual({ ok: true })
    expect(store.getState().fields['1']?.errors).toEqual({})
    gated.setValue('1', 'Ada')
    expect(store.getState().fields['1']?.value).toBe('Ada')
    expect(gated.getState()).toBe(store.getState())
    expect(gated.model).toBe(store.model)
  })
})
