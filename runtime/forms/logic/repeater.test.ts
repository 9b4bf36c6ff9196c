import { describe, expect, it } from 'vitest'
import type { FormDef } from '../page-data'
import { formEnvFromGlobals } from './env'
import { createFormStore } from './form-store'
import { removeSet, repeaterChildren, splitRepeatedId } from './repeater'

const env = formEnvFromGlobals({}, {})
const repeater = {
  id: 12,
  key: 'guests',
  type: 'repeater',
  order: 1,
  value: '',
  fields: [
    { key: 'name', type: 'textbox', label: 'Name', required: 1 },
    { key: 'note', type: 'html', label: 'Note' },
    { key: 'mail', type: 'email', label: 'Mail' },
    { key: 'pw', type: 'password', label: 'Password' },
  ],
}
const form = { id: '5', settings: {}, fields: [repeater] } as unknown as FormDef

describe('repeater', () => {
  it('numbers children repeaterId.n and skips submit/html/hidden/password', () => {
    expect(repeaterChildren(form.fields[0]!).map((c) => [c.id, c.type])).toEqual([
      ['12.1', 'textbox'],
      ['12.3', 'email'],
    ])
    expect(splitRepeatedId('12.3_10')).toEqual({ base: '12.3', set: 10 })
  })

  it('renumbers later sets when one is removed', () => {
    const out = removeSet([['12.1_0'], ['12.1_1'], ['12.1_2']], 1)
    expect(out.sets).toEqual([['12.1_0'], ['12.1_1']])
    expect([...out.renamed]).toEqual([
      ['12.1_0', '12.1_0'],
      ['12.1_2', '12.1_1'],
    ])
    expect(out.removed).toEqual(['12.1_1'])
  })

  it('adds sets with ids repeaterId.fieldId_setIndex and moves values down on removal', () => {
    const store = createFormStore(form, env)
    store.addRepeaterSet('12')
    store.addRepeaterSet('12')
    expect(store.getState().repeaters['12']?.sets).toEqual([
      ['12.1_0', '12.3_0'],
      ['12.1_1', '12.3_1'],
      ['12.1_2', '12.3_2'],
    ])
    store.setValue('12.1_0', 'Ann')
    store.setValue('12.1_2', 'Cy')
    store.removeRepeaterSet('12', 1)
    const s = store.getState()
    expect(s.repeaters['12']?.sets).toEqual([
      ['12.1_0', '12.3_0'],
      ['12.1_1', '12.3_1'],
    ])
    expect(s.fields['12.1_1']).toMatchObject({ value: 'Cy', repeater: { id: '12', set: 1 } })
    expect(s.fields['12.1_2']).toBeUndefined()
  })

  it("removing a set clears that set's required errors", () => {
    const store = createFormStore(form, env)
    store.addRepeaterSet('12')
    store.setValue('12.1_0', 'Ann')
    expect(store.validateForSubmit()).toEqual({ ok: false, firstInvalidId: '12.1_1' })
    expect(store.getState().fields['12.1_1']?.errors['required-error']).toBeDefined()
    store.removeRepeaterSet('12', 1)
    expect(store.getState().submitDisabled).toBe(false)
    expect(store.getState().formErrors).toEqual({})
  })
})

describe('repeater in an html field', () => {
  it('shows label, set number and value per data child, escaped', () => {
    const withHtml = {
      ...form,
      fields: [
        ...form.fields,
        { id: 13, key: 'sum', type: 'html', order: 2, default: '{field:guests}' },
      ],
    } as unknown as FormDef
    const store = createFormStore(withHtml, env)
    store.addRepeaterSet('12')
    store.setValue('12.1_0', 'Ann')
    store.setValue('12.1_1', '<b>Bo</b>')
    expect(store.getState().displays['13']).toBe(
      '<span data-key="field:guests"><p>Name 1 : Ann</p><p>Mail 1 : </p>' +
        '<p>Name 2 : &lt;b&gt;Bo&lt;/b&gt;</p><p>Mail 2 : </p></span>',
    )
  })
})
