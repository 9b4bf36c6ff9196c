import { afterEach, describe, expect, it } from 'vitest'
import { fakeEnv, NO_COOKIE, TOKEN } from './fake-env.test-helper'
import {
  installXhrPatch,
  restoreXhr,
  sent,
  uninstallXhrPatch,
  xhrPost,
} from './xhr-patch.test-helper'

/** Installs the patch over a page with `html` and returns what each post put on the wire. */
function page(html: string, opts: { bodyClass?: string; detectorOn?: boolean } = {}) {
  document.body.innerHTML = html
  document.body.className = opts.bodyClass ?? ''
  installXhrPatch(fakeEnv({ detectorOn: opts.detectorOn }))
  return (body: unknown, url?: string) => {
    xhrPost(body, url)
    return sent[sent.length - 1]
  }
}

afterEach(() => {
  restoreXhr()
  document.body.innerHTML = ''
  document.body.className = ''
  delete (window as { cwginstock?: unknown }).cwginstock
})

const W_NO_COOKIE = `data%5Bct_no_cookie_hidden_field%5D=${encodeURIComponent(NO_COOKIE)}`
const W_TOKEN = `data%5Bct_bot_detector_event_token%5D=${TOKEN}`
const U_NO_COOKIE = `ct_no_cookie_hidden_field=${encodeURIComponent(NO_COOKIE)}`
const U_TOKEN = `ct_bot_detector_event_token=${TOKEN}`

/** Contract (f), XHR row: each plugin's marker, its protected call, and the key it gets. */
const CASES = [
  {
    plugin: 'WP File Upload',
    marker: '<div class="wfu_container"></div>',
    body: 'action=wfu_ajax_action_ask_server&session_token=abc&filename=a%2Bb.txt',
    other: 'action=wfu_ajax_action_notify_wpfilebase',
    key: [W_NO_COOKIE, W_TOKEN],
  },
  {
    plugin: 'Booked (appointment form)',
    marker: '<form id="newAppointmentForm"></form>',
    body: 'action=booked_add_appt&date=2024-07-01&timeslot=0900-1000',
    other: 'action=booked_calendar_month',
    key: [W_NO_COOKIE, W_TOKEN],
  },
  {
    plugin: 'QuickCal (calendar shortcode)',
    marker: '<div class="booked-calendar-shortcode-wrap"></div>',
    body: 'action=booked_add_appt&date=2024-07-01',
    other: 'action=booked_calendar_month',
    key: [W_NO_COOKIE, W_TOKEN],
  },
  {
    plugin: 'RedNao Smart Forms',
    marker: '<script id="smart-forms-js" type="text/plain"></script>',
    body: 'action=rednao_smart_forms_save_form_values&formString=%7B%7D',
    other: 'action=rednao_smart_forms_get_form',
    key: [U_NO_COOKIE, U_TOKEN],
  },
] as const

describe('XHR integration rules (contract f)', () => {
  describe.each(CASES)('$plugin', ({ marker, body, other, key }) => {
    it('appends the no-cookie field, or the token with the detector on, to the protected call', () => {
      expect(page(marker)(body)).toBe(`${body}&${key[0]}`)
      uninstallXhrPatch()
      expect(page(marker, { detectorOn: true })(body)).toBe(`${body}&${key[1]}`)
    })

    it('leaves the plugin’s other calls alone and never adds the key twice', () => {
      const post = page(marker)
      expect(post(other)).toBe(other)
      const once = `${body}&${key[0]}`
      expect(post(once)).toBe(once)
    })

    it('does not patch XHR on a page without the marker', () => {
      expect(page('<form id="other"></form>')(body)).toBe(body)
    })
  })

  describe('Back In Stock', () => {
    const body = 'action=cwginstock_product_subscribe&product_id=12&subscriber_email=a%40b.c'

    it('needs both body.single-product and the cwginstock global', () => {
      ;(window as { cwginstock?: unknown }).cwginstock = { ajax_url: '/wp-admin/admin-ajax.php' }
      expect(page('', { bodyClass: 'single-product' })(body)).toBe(`${body}&${W_NO_COOKIE}`)
      uninstallXhrPatch()
      expect(page('', { bodyClass: 'archive' })(body)).toBe(body)
      uninstallXhrPatch()
      delete (window as { cwginstock?: unknown }).cwginstock
      expect(page('', { bodyClass: 'single-product' })(body)).toBe(body)
    })

    it('appends the wrapped token with the detector on and leaves other actions', () => {
      ;(window as { cwginstock?: unknown }).cwginstock = {}
      const post = page('', { bodyClass: 'single-product', detectorOn: true })
      expect(post(body)).toBe(`${body}&${W_TOKEN}`)
      expect(post('action=woocommerce_add_to_cart')).toBe('action=woocommerce_add_to_cart')
    })
  })
})
