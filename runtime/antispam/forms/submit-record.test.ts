import { afterEach, describe, expect, it } from 'vitest'
import type { CookieMode } from '../config'
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

describe('visible fields on submit (contract d)', () => {
  it('refreshes the input: base64 of {"0":record} in every mode', () => {
    expect(submit('none').input).toEqual({ 0: RECORD })
    expect(submit('native').input).toEqual({ 0: RECORD })
  })

  it('mode none stores apbct_visible_fields as the record itself', () => {
    // Was the {"0":record} collection, which the contract gives only for the input.
    expect(submit('none').writes).toEqual([{ apbct_visible_fields: JSON.stringify(RECORD) }])
  })

  it('alternative mode sends the {"0":record} collection, as the original does', () => {
    expect(submit('alternative').writes).toEqual([
      { apbct_visible_fields: JSON.stringify({ 0: RECORD }) },
    ])
  })

  it('native mode sets the per-index cookie with the record, for indexes up to 10 only', () => {
    expect(submit('native', 'apbct_visible_fields_10').writes).toEqual([
      { apbct_visible_fields_10: JSON.stringify(RECORD) },
    ])
    expect(submit('native', 'apbct_visible_fields_11').writes).toEqual([])
  })
})
