import { describe, expect, it } from 'vitest'
import { debugLists, fieldErrors, formErrors, isSuccess, readResponse } from './response'

describe('submit response', () => {
  it('reads a success with empty errors and debug printed as []', () => {
    const r = readResponse({ data: { form_id: '2', actions: {} }, errors: [], debug: [] })
    expect(r && isSuccess(r)).toBe(true)
  })

  it('turns a plain field error into required-error and keeps slugs', () => {
    const r = readResponse({
      data: {},
      errors: { fields: { '8': 'Forbidden', '9_1': { slug: 'unique_field', message: 'Taken' } } },
    })!
    expect(fieldErrors(r.errors)).toEqual([
      ['8', 'required-error', 'Forbidden'],
      ['9_1', 'unique_field', 'Taken'],
    ])
    expect(isSuccess(r)).toBe(false)
  })

  it('reads form errors as a list or a map, never showing last_admin', () => {
    expect(formErrors({ form: ['Limit reached.'] })).toEqual([['0', 'Limit reached.']])
    expect(formErrors({ form: { last: 'Server error', last_admin: '<pre>x</pre>' } })).toEqual([
      ['last', 'Server error'],
    ])
  })

  it('treats an invalid-form list as an error and rejects non-objects', () => {
    expect(isSuccess(readResponse({ data: [], errors: ['Form does not exist.'] })!)).toBe(false)
    expect(readResponse('-1')).toBeUndefined()
    expect(debugLists(readResponse({ debug: { form: ['a'], console: ['b'] } })!)).toEqual({
      form: ['a'],
      console: ['b'],
    })
  })
})
