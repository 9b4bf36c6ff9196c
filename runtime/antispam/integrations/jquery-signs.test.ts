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
