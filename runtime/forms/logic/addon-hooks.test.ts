import { describe, expect, it } from 'vitest'
import type { FormDef } from '../page-data'
import { calcEngine } from './calc/engine'
import { formEnvFromGlobals } from './env'
import { validateFieldErrors } from './field-validation'
import { buildFormModel } from './form-model'
import { loadedState } from './loaded-state'
import { buildFormData } from './submit-request'
import type { FieldState } from './types'

const env = formEnvFromGlobals({ ajaxNonce: 'n' }, {})
const form = {
  id: '4',
  settings: { calculations: [], formContentData: ['sig'] },
  fields: [
    { id: 1, key: 'sig', type: 'signature', order: 1, value: '', required: 1 },
    { id: 2, key: 'name', type: 'textbox', order: 2, value: 'Ada', required: 1 },
  ],
} as unknown as FormDef
const model = buildFormModel(form, env, calcEngine())
const state = loadedState(model, env)
const field = (id: string) => state.fields[id]!

describe('validate:required (a type hook over the required check)', () => {
  const check = (id: string, hook?: (f: FieldState) => boolean | undefined, visible = true) =>
    validateFieldErrors(model, state.fields, { ...field(id), visible }, false, hook)

  it('lets the hook count an empty field as filled, or a filled one as empty', () => {
    expect(check('1')).toEqual({ 'required-error': 'This is a required field.' })
    expect(check('1', () => true)).toEqual({})
    expect(check('2')).toEqual({})
    expect(check('2', () => false)).toEqual({ 'required-error': 'This is a required field.' })
  })

  it('keeps the built-in check when the hook has no answer, and skips hidden fields', () => {
    expect(check('1', () => undefined)).toEqual({ 'required-error': 'This is a required field.' })
    const asked: string[] = []
    expect(check('2', (f) => (asked.push(f.id), false), false)).toEqual({})
    expect(asked).toEqual([])
  })
})

describe('get:submitData (a type hook over the submit entry)', () => {
  it('posts the replacement entry of the fields it answers for and the default otherwise', () => {
    const seen: unknown[] = []
    const data = buildFormData(form, state, (entry, f) => {
      seen.push(entry)
      return f.def.type === 'signature'
        ? { ...entry, value: 'data:image/png;base64,AA' }
        : undefined
    })
    expect(seen).toEqual([
      { value: '', id: 1 },
      { value: 'Ada', id: 2 },
    ])
    expect(data.fields).toEqual({
      '1': { value: 'data:image/png;base64,AA', id: 1 },
      '2': { value: 'Ada', id: 2 },
    })
  })

  it('keeps extra keys of a replacement (files, save_id) and fills in a missing id', () => {
    const data = buildFormData(form, state, (_entry, f) =>
      f.id === '1' ? { value: 'x', files: ['a.png'] } : 'not an entry',
    )
    expect(data.fields['1']).toEqual({ id: 1, value: 'x', files: ['a.png'] })
    expect(data.fields['2']).toEqual({ value: 'Ada', id: 2 })
  })
})
