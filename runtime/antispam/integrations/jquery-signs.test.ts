import { afterEach, describe, expect, it } from 'vitest'
import { fakeEnv, NO_COOKIE, TOKEN } from './fake-env.test-helper'
import { rewritePrefilterData, rewriteSetupData } from './jquery-hooks'

afterEach(() => {
  document.body.innerHTML = ''
})

const enc = encodeURIComponent

describe('jQuery ajaxSetup signs', () => {
  it('prepends the wrapped field and the MailPoet form visible fields', () => {
    document.body.innerHTML = `<form class="mailpoet_form"><input id="apbct_visible_fields_0" value="eyIwIjp7fX0="></form>`
    const data = 'action=mailpoet&method=subscribe'
    expect(rewriteSetupData(fakeEnv(), data, '/wp-admin/admin-ajax.php')).toBe(
      `data%5Bct_no_cookie_hidden_field%5D=${enc(NO_COOKIE)}&apbct_visible_fields=eyIwIjp7fX0%3D&${data}`,
    )
  })

  it('lets a later sign override the key choice (user_registration → U)', () => {
    const data = 'action=user_registration_user_form_submit&ur_frontend_form_nonce=1'
    expect(rewriteSetupData(fakeEnv({ detectorOn: true }), data, '/')).toBe(
      `ct_bot_detector_event_token=${TOKEN}&${data}`,
    )
  })

  it('finds the Ninja Forms container by the id in formData', () => {
    document.body.innerHTML = `<div id="nf-form-7-cont"><input id="apbct_visible_fields_2" value="AAA="></div>`
    const data = `action=nf_ajax_submit&formData=${enc('{"id":"7","fields":{}}')}`
    expect(rewriteSetupData(fakeEnv(), data, '/')).toBe(
      `ct_no_cookie_hidden_field=${enc(NO_COOKIE)}&apbct_visible_fields=AAA%3D&${data}`,
    )
  })

  it('finds the container of a second render of the form (instance 7_1), not the first', () => {
    document.body.innerHTML = `<div id="nf-form-7-cont"><input id="apbct_visible_fields_0" value="Rmlyc3Q="></div><div id="nf-form-7_1-cont"><input id="apbct_visible_fields_1" value="U2Vjb25k"></div>`
    const data = `action=nf_ajax_submit&formData=${enc('{"id":"7_1","fields":{"4":{"id":4,"value":"x"}}}')}`
    expect(rewriteSetupData(fakeEnv(), data, '/')).toBe(
      `ct_no_cookie_hidden_field=${enc(NO_COOKIE)}&apbct_visible_fields=U2Vjb25k&${data}`,
    )
  })

  it('matches wc-ajax=add_to_cart on the URL, uael only in mode none, and leaves other data', () => {
    expect(rewriteSetupData(fakeEnv(), 'product_id=5', '/?wc-ajax=add_to_cart')).toMatch(
      /^data%5Bct_no_cookie_hidden_field%5D=/,
    )
    expect(
      rewriteSetupData(fakeEnv({ cookieMode: 'native' }), 'action=uael_register_user', '/'),
    ).toBe('action=uael_register_user')
    expect(rewriteSetupData(fakeEnv(), 'action=heartbeat', '/')).toBe('action=heartbeat')
  })
})

describe('jQuery ajaxPrefilter', () => {
  it('prepends to Bloom and appends the raw visible-fields JSON to Piotnet FormData', () => {
    expect(rewritePrefilterData(fakeEnv(), 'action=bloom_subscribe&email=a')).toBe(
      `ct_no_cookie_hidden_field=${enc(NO_COOKIE)}&action=bloom_subscribe&email=a`,
    )
    document.body.innerHTML = `<form data-id="f9"><input id="apbct_visible_fields_0" value="${btoa('{"0":{"visible_fields":"email"}}')}"></form>`
    const fd = new FormData()
    fd.append('action', 'pafe_ajax_form_builder')
    fd.append('form_id', 'f9')
    const out = rewritePrefilterData(fakeEnv(), fd) as FormData
    expect(out.get('ct_no_cookie_hidden_field')).toBe(NO_COOKIE)
    expect(out.get('apbct_visible_fields')).toBe('{"0":{"visible_fields":"email"}}')
  })
})

/** Contract (f), jQuery `ajaxSetup` row: each sign and the key style it gets. */
const SIGNS = [
  { data: 'action=fl_builder_subscribe_form_submit&email=a%40b.c', key: 'W' },
  { data: 'action=twt_cc_signup&email=a%40b.c', key: 'W' },
  { data: 'action=user_registration&ur_frontend_form_nonce=9f&form_id=4', key: 'W' },
  { data: 'action=happyforms_message&happyforms_form_id=3', key: 'W' },
  { data: 'action=new_activity_comment&content=hi', key: 'W' },
  { data: 'action=wwlc_create_user&user_data=x', key: 'W' },
  { data: 'action=WPBC_AJX_BOOKING__CREATE&calendar_request_params=x', key: 'U' },
  { data: 'action=drplus_signup&email=a%40b.c', key: 'U' },
  { data: 'action=bt_cc&email=a%40b.c', key: 'U' },
  { data: 'action=wpr_form_builder_email&form_id=1', key: 'U' },
  { data: 'action=SQBSubmitQuizAjax&quiz_id=2', key: 'U' },
  { data: 'action=uael_register_user&data=x', key: 'U' },
  { data: 'action=user_registration_user_form_submit&form_id=4', key: 'U' },
] as const

describe('jQuery ajaxSetup signs, one by one (contract f)', () => {
  const field = (key: 'U' | 'W', name: string, value: string) =>
    `${key === 'W' ? `data%5B${name}%5D` : name}=${value}`

  it.each(SIGNS)('$data → $key, prepended, never twice', ({ data, key }) => {
    const noCookie = field(key, 'ct_no_cookie_hidden_field', enc(NO_COOKIE))
    const once = rewriteSetupData(fakeEnv(), data, '/wp-admin/admin-ajax.php')
    expect(once).toBe(`${noCookie}&${data}`)
    expect(rewriteSetupData(fakeEnv(), once, '/wp-admin/admin-ajax.php')).toBe(once)
    expect(rewriteSetupData(fakeEnv({ detectorOn: true }), data, '/')).toBe(
      `${field(key, 'ct_bot_detector_event_token', TOKEN)}&${data}`,
    )
  })

  it('leaves data without a sign, and user_registration without its nonce, untouched', () => {
    for (const data of [
      'action=user_registration&form_id=4',
      'action=fl_builder_save',
      'action=happyforms_validate',
      'email=a%40b.c',
    ])
      expect(rewriteSetupData(fakeEnv(), data, '/wp-admin/admin-ajax.php')).toBe(data)
  })

  it('signs uael_register_user only in cookie mode none', () => {
    const data = 'action=uael_register_user&data=x'
    for (const cookieMode of ['native', 'alternative'] as const)
      expect(rewriteSetupData(fakeEnv({ cookieMode }), data, '/')).toBe(data)
  })

  it('attaches the User Registration form visible fields to user_registration_user_form_submit', () => {
    document.body.innerHTML = `<div class="ur-frontend-form"><form><input id="apbct_visible_fields_1" value="eyIxIjp7fX0="></form></div>`
    const data = 'action=user_registration_user_form_submit&form_id=4'
    expect(rewriteSetupData(fakeEnv(), data, '/')).toBe(
      `ct_no_cookie_hidden_field=${enc(NO_COOKIE)}&apbct_visible_fields=eyIxIjp7fX0%3D&${data}`,
    )
  })

  it('sends no visible fields for the signs without [vf], even when the page has some', () => {
    document.body.innerHTML = `<form class="register"><input id="apbct_visible_fields_0" value="AAA="></form>`
    const data = 'action=drplus_signup&email=a%40b.c'
    expect(rewriteSetupData(fakeEnv(), data, '/')).toBe(
      `ct_no_cookie_hidden_field=${enc(NO_COOKIE)}&${data}`,
    )
  })
})
