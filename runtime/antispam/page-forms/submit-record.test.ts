import { afterEach, describe, expect, it } from 'vitest'
import type { CookieMode } from '../config/config'
import { watchSubmits } from './submit-record'

const RECORD = {
  visible_fields: 'author email',
  visible_fields_count: 2,
  invisible_fields: 'token',
  invisible_fields_count: 1,
}

let stop: (() => void) | undefined
afterEach(() => stop?.())

/** Submits a form that has the visible-fields input `id`; returns what the store got. */
function submit(mode: CookieMode, id = 'apbct_visible_fields_0') {
  document.body.innerHTML = `<form><input name="author"><input name="email" type="email">
<input type="hidden" name="token" value="x">
<input type="hidden" id="${id}" name="apbct_visible_fields" value=""></form>`
  const writes: Record<string, unknown>[] = []
  stop = watchSubmits({ doc: document, mode, set: (v) => writes.push({ ...v }) })
  const form = document.forms[0]!
  form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))
  const input = form.querySelector<HTMLInputElement>(`#${id}`)!
  return { writes, input: JSON.parse(atob(input.value)) as unknown }
}

/** The record as stored on submit: the visible-fields input is one of the hidden fields. */
const SUBMITTED = {
  ...RECORD,
  invisible_fields: 'token apbct_visible_fields',
  invisible_fields_count: 2,
}

describe('visible fields on submit (contract d, as the 6.85 server reads them)', () => {
  it('refreshes the input: base64 of {"0":record} without the input itself, in every mode', () => {
    expect(submit('none').input).toEqual({ 0: RECORD })
    expect(submit('native').input).toEqual({ 0: RECORD })
  })

  it.each(['none', 'alternative'] as const)(
    'mode %s stores apbct_visible_fields as the record of the submitted form',
    (mode) => {
      // Alternative mode sent the {"0":record} collection; the original sends the record.
      expect(submit(mode).writes).toEqual([{ apbct_visible_fields: JSON.stringify(SUBMITTED) }])
    },
  )

  it('native mode writes no per-form cookie, which the server would read instead of the field', () => {
    // Was apbct_visible_fields_<i>: the server preferred it and then discarded it, so
    // apbct_visible_fields and form_visible_inputs reached the cloud as null.
    expect(submit('native').writes).toEqual([])
    expect(submit('native', 'apbct_visible_fields_3').writes).toEqual([])
  })
})
