import { afterEach, describe, expect, it } from 'vitest'
import { noCookiePair, tokenPair, xhrPage } from '../engine/plugin-cases.test-helper'
import { restoreXhr, uninstallXhrPatch } from '../engine/xhr-patch.test-helper'
import { backInStock } from './back-in-stock'

afterEach(() => {
  restoreXhr()
  document.body.innerHTML = ''
  document.body.className = ''
  delete (window as { cwginstock?: unknown }).cwginstock
})

describe('Back In Stock: XHR (contract f)', () => {
  const body = 'action=cwginstock_product_subscribe&product_id=12&subscriber_email=a%40b.c'

  it('needs both body.single-product and the cwginstock global', () => {
    ;(window as { cwginstock?: unknown }).cwginstock = { ajax_url: '/wp-admin/admin-ajax.php' }
    expect(xhrPage(backInStock, '', { bodyClass: 'single-product' })(body)).toBe(
      `${body}&${noCookiePair('W')}`,
    )
    uninstallXhrPatch()
    expect(xhrPage(backInStock, '', { bodyClass: 'archive' })(body)).toBe(body)
    uninstallXhrPatch()
    delete (window as { cwginstock?: unknown }).cwginstock
    expect(xhrPage(backInStock, '', { bodyClass: 'single-product' })(body)).toBe(body)
  })

  it('appends the wrapped token with the detector on and leaves other actions', () => {
    ;(window as { cwginstock?: unknown }).cwginstock = {}
    const post = xhrPage(backInStock, '', { bodyClass: 'single-product', detectorOn: true })
    expect(post(body)).toBe(`${body}&${tokenPair('W')}`)
    expect(post('action=woocommerce_add_to_cart')).toBe('action=woocommerce_add_to_cart')
  })
})
