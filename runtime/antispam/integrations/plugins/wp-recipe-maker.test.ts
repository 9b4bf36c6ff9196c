import { afterEach, describe, expect, it } from 'vitest'
import { fakeEnv, NO_COOKIE, TOKEN } from '../engine/fake-env.test-helper'
import { wpRecipeMaker } from './wp-recipe-maker'

const wprm = wpRecipeMaker.fetchRules![0]!
const MARKER = '<form class="wprm-user-ratings-modal-stars-container"></form>'
const RATE = 'http://localhost:8080/wp-json/wp-recipe-maker/v1/user-rating/42'

afterEach(() => {
  document.body.innerHTML = ''
})

describe('WP Recipe Maker fetch rule (contract f)', () => {
  it('adds the unwrapped field as a JSON property of the rating body', () => {
    document.body.innerHTML = MARKER
    const body = '{"data":{"rating":5,"comment":"tasty"}}'
    expect(wprm.rewrite({ url: RATE, body }, fakeEnv())).toBe(
      `{"data":{"rating":5,"comment":"tasty"},"ct_no_cookie_hidden_field":"${NO_COOKIE}"}`,
    )
    expect(wprm.rewrite({ url: RATE, body }, fakeEnv({ detectorOn: true }))).toBe(
      `{"data":{"rating":5,"comment":"tasty"},"ct_bot_detector_event_token":"${TOKEN}"}`,
    )
  })

  it('appends to FormData and matches the plain-permalink REST path', () => {
    document.body.innerHTML = MARKER
    const fd = new FormData()
    fd.append('rating', '4')
    const out = wprm.rewrite(
      { url: '/?rest_route=/wp-recipe-maker/v1/user-rating/42', body: fd },
      fakeEnv(),
    ) as FormData
    expect([...out.keys()]).toEqual(['rating', 'ct_no_cookie_hidden_field'])
    expect(fd.has('ct_no_cookie_hidden_field')).toBe(false)
  })

  it('does nothing without the ratings form, off its REST path, or when the key is there', () => {
    const body = '{"data":{"rating":5}}'
    expect(wprm.rewrite({ url: RATE, body }, fakeEnv())).toBeUndefined()
    document.body.innerHTML = MARKER
    expect(
      wprm.rewrite({ url: 'http://localhost:8080/wp-json/wp/v2/comments', body }, fakeEnv()),
    ).toBeUndefined()
    const once = `{"ct_no_cookie_hidden_field":"x"}`
    expect(wprm.rewrite({ url: RATE, body: once }, fakeEnv())).toBeUndefined()
    // A urlencoded string is not a JSON body: it is sent unchanged.
    expect(wprm.rewrite({ url: RATE, body: 'rating=5' }, fakeEnv())).toBeUndefined()
  })
})
