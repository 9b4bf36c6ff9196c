import { afterEach, describe, expect, it } from 'vitest'
import { fakeEnv, NO_COOKIE, TOKEN } from './engine/fake-env.test-helper'
import { PLUGIN_TABLES } from './plugins-env.test-helper'
import {
  installXhrPatch,
  realOpen,
  restoreXhr,
  sent,
  uninstallXhrPatch,
  xhrPost,
} from './engine/xhr-patch.test-helper'

function setup(html: string, env = fakeEnv()) {
  document.body.innerHTML = html
  installXhrPatch(env, PLUGIN_TABLES.xhrRules)
  return env
}

const post = (url: string, body: unknown) => xhrPost(body, url)

afterEach(() => {
  restoreXhr()
  document.body.innerHTML = ''
})

describe('the XHR send patch', () => {
  it('with no plugin marker adds no field but still reads replies for a block', () => {
    const env = setup('')
    const xhr = post('/wp-admin/admin-ajax.php', 'action=mailpoet&method=subscribe')
    expect(sent).toEqual(['action=mailpoet&method=subscribe'])
    // The test DOM has no network: the reply is set up as a loaded one.
    const reply = '{"apbct":{"blocked":true,"comment":"No"}}'
    Object.defineProperty(xhr, 'response', { value: reply })
    xhr.dispatchEvent(new Event('load'))
    // The text goes to detection as it is (detection parses it, in the lazy chunk).
    expect(env.replies).toEqual([[reply, false]])
  })

  it('appends the wrapped no-cookie field to a MailPoet subscribe string body', () => {
    setup('<form class="mailpoet_form"></form>')
    const body =
      'action=mailpoet&token=abc&endpoint=subscribers&method=subscribe&data%5Bemail%5D=a%2Bb%40c.org'
    post('/wp-admin/admin-ajax.php', body)
    expect(sent[0]).toBe(
      `${body}&data%5Bct_no_cookie_hidden_field%5D=${encodeURIComponent(NO_COOKIE)}`,
    )
    // Another MailPoet method is not protected.
    post('/wp-admin/admin-ajax.php', 'action=mailpoet&method=get')
    expect(sent[1]).toBe('action=mailpoet&method=get')
  })

  it('appends the bare token to a Divi opt-in with the detector on', () => {
    setup('<div class="et_pb_newsletter_form"></div>', fakeEnv({ detectorOn: true }))
    post('/wp-admin/admin-ajax.php', 'action=et_pb_submit_subscribe_form&et_email=a%40b.c')
    expect(sent[0]).toBe(
      `action=et_pb_submit_subscribe_form&et_email=a%40b.c&ct_bot_detector_event_token=${TOKEN}`,
    )
  })

  it('appends to Fluent Booking FormData and adds a JSON property for Amelia', () => {
    setup('<div class="fluent_booking_wrap"></div><div class="amelia-frontend"></div>')
    const fd = new FormData()
    fd.append('action', 'fluent_cal_schedule_meeting')
    post('/wp-admin/admin-ajax.php', fd)
    expect((sent[0] as FormData).get('ct_no_cookie_hidden_field')).toBe(NO_COOKIE)
    post('/wp-admin/admin-ajax.php?action=wpamelia_api&call=/bookings', '{"type":"appointment"}')
    expect(sent[1]).toBe(`{"type":"appointment","ct_no_cookie_hidden_field":"${NO_COOKIE}"}`)
  })

  it('leaves unrelated requests and unknown bodies untouched, and restores send on uninstall', () => {
    setup('<form class="mailpoet_form"></form>')
    const blob = new Blob(['action=mailpoet&method=subscribe'])
    post('/x', blob)
    post('/x', 'action=other')
    expect(sent).toEqual([blob, 'action=other'])
    uninstallXhrPatch()
    expect(XMLHttpRequest.prototype.open).toBe(realOpen)
  })
})
