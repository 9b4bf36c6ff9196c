import { afterEach, describe, expect, it } from 'vitest'
import { NO_COOKIE } from '../engine/fake-env.test-helper'
import { xhrPage } from '../engine/plugin-cases.test-helper'
import { restoreXhr } from '../engine/xhr-patch.test-helper'
import { amelia } from './amelia'

afterEach(() => {
  restoreXhr()
  document.body.innerHTML = ''
})

describe('Amelia: XHR (contract f)', () => {
  it('adds the bare field as a JSON property of its API calls, and only to those', () => {
    const post = xhrPage(amelia, '<div class="amelia-frontend"></div>')
    const api = '/wp-admin/admin-ajax.php?action=wpamelia_api&call=/bookings'
    expect(post('{"type":"appointment"}', api)).toBe(
      `{"type":"appointment","ct_no_cookie_hidden_field":"${NO_COOKIE}"}`,
    )
    expect(post('{"type":"appointment"}', '/wp-admin/admin-ajax.php')).toBe(
      '{"type":"appointment"}',
    )
  })
})
