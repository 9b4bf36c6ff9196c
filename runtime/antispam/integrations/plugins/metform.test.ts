import { afterEach, describe, expect, it } from 'vitest'
import { fakeEnv, NO_COOKIE, TOKEN } from '../engine/fake-env.test-helper'
import { metform } from './metform'

const rule = metform.fetchRules![0]!
const MARKER = '<form class="metform-form-content"></form>'
const ENTRY = 'http://localhost:8080/wp-json/metform/v1/entries/insert/5'

afterEach(() => {
  document.body.innerHTML = ''
})

describe('Metform fetch rule (contract f)', () => {
  it('appends the bare field to the entry’s FormData, the token with the detector on', () => {
    document.body.innerHTML = MARKER
    const out = rule.rewrite({ url: ENTRY, body: new FormData() }, fakeEnv()) as FormData
    expect(out.get('ct_no_cookie_hidden_field')).toBe(NO_COOKIE)
    const withToken = rule.rewrite(
      { url: '/?rest_route=/metform/v1/entries/insert/5', body: '{"a":1}' },
      fakeEnv({ detectorOn: true }),
    )
    expect(withToken).toBe(`{"a":1,"ct_bot_detector_event_token":"${TOKEN}"}`)
  })

  it('does nothing without a MetForm form or off its REST route', () => {
    expect(rule.rewrite({ url: ENTRY, body: new FormData() }, fakeEnv())).toBeUndefined()
    document.body.innerHTML = MARKER
    const other = 'http://localhost:8080/wp-json/wp/v2/comments'
    expect(rule.rewrite({ url: other, body: new FormData() }, fakeEnv())).toBeUndefined()
  })
})
