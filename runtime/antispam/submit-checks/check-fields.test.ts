import { describe, expect, it } from 'vitest'
import type { FieldSource } from '../integrations/engine/added-field'
import { externalCheckFields, internalCheckFields } from './check-fields'

function form(html: string): HTMLFormElement {
  const f = document.createElement('form')
  f.innerHTML = html
  return f
}

const FIELDS = `<input name="email" value="jo@example.com"><input value="unnamed">
<input type="checkbox" name="news" value="yes"><input type="checkbox" name="terms" value="ok" checked>
<select name="topic"><option value="a">A</option><option value="b" selected>B</option></select>
<textarea name="msg"></textarea><input type="submit" name="go" value="Send">`

const source = (token: string): FieldSource => ({
  detectorOn: true,
  token: () => token,
  rawToken: () => null,
  noCookie: () => '_ct_no_cookie_data_e30=',
})

describe('cleantalk_force_ajax_check fields', () => {
  it('every field (unnamed → input_<i>), checked boxes only, no submit; plus the token', () => {
    expect(externalCheckFields(form(FIELDS), source('a'.repeat(64)))).toEqual({
      email: 'jo@example.com',
      input_1: 'unnamed',
      terms: 'ok',
      topic: 'b',
      msg: '',
      ct_bot_detector_event_token: 'a'.repeat(64),
    })
  })

  it('without a token: the no-cookie payload', () => {
    const fields = externalCheckFields(form(FIELDS), source(''))
    expect(fields).not.toHaveProperty('ct_bot_detector_event_token')
    expect(fields.ct_no_cookie_hidden_field).toBe('_ct_no_cookie_data_e30=')
  })
})

describe('ct_check_internal fields', () => {
  it('named fields with a value only', () => {
    expect(internalCheckFields(form(FIELDS))).toEqual({
      email: 'jo@example.com',
      terms: 'ok',
      topic: 'b',
    })
  })
})
