import { describe, expect, it } from 'vitest'
import type { FormDef } from '../page-data'
import { formEnvFromGlobals } from './env'
import { createFormStore } from './form-store'
import { buildFormData } from './submit-request'

const env = formEnvFromGlobals({ adminAjax: '/wp-admin/admin-ajax.php', ajaxNonce: 'n' }, {})

function form(id: string, suffix = ''): FormDef {
  return {
    id,
    settings: { calculations: [] },
    fields: [
      { id: `4${suffix}`, key: 'email', type: 'email', order: 1, value: '' },
      { id: `5${suffix}`, key: 'copy', type: 'textbox', order: 2, value: '', mirror_field: 4 },
      { id: `6${suffix}`, key: 'other', type: 'textbox', order: 3, value: '' },
    ],
  } as unknown as FormDef
}

describe('mirror_field', () => {
  it('copies the mirrored field value on every change, and posts it', () => {
    const store = createFormStore(form('3'), env)
    store.setValue('4', 'a@b')
    store.setValue('4', 'a@b.fr')
    expect(store.getState().fields['5']?.value).toBe('a@b.fr')
    expect(store.getState().fields['6']?.value).toBe('')
    expect(buildFormData(store.model.form, store.getState()).fields['5']).toEqual({
      value: 'a@b.fr',
      id: '5',
    })
  })

  it('mirrors within its own instance of a form shown twice (3_1)', () => {
    const store = createFormStore(form('3_1', '_1'), env)
    store.setValue('4_1', 'x@y.z')
    expect(store.getState().fields['5_1']?.value).toBe('x@y.z')
  })

  it('a field without mirror_field is never overwritten', () => {
    const store = createFormStore(form('3'), env)
    store.setValue('6', 'typed')
    store.setValue('4', 'a@b.fr')
    expect(store.getState().fields['6']?.value).toBe('typed')
  })
})
