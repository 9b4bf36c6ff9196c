import { afterEach, describe, expect, it } from 'vitest'
import { fakeEnv, NO_COOKIE } from '../../engine/fake-env.test-helper'
import { noCookiePair, setupData } from '../../engine/plugin-cases.test-helper'
import { woocommerce } from '.'

const store = woocommerce.fetchRules![0]!
const ADD_ITEM = 'http://localhost:8080/wp-json/wc/store/v1/cart/add-item'
const BUTTON = '<button class="single_add_to_cart_button">Add to cart</button>'

afterEach(() => {
  document.body.innerHTML = ''
})

describe('WooCommerce Store API fetch rule (contract f)', () => {
  it('adds the bare field to an add-item body with the add-to-cart setting and a button', () => {
    document.body.innerHTML = BUTTON
    const env = fakeEnv({ settings: { wcAddToCart: true } })
    expect(store.rewrite({ url: ADD_ITEM, body: '{"id":3,"quantity":1}' }, env)).toBe(
      `{"id":3,"quantity":1,"ct_no_cookie_hidden_field":"${NO_COOKIE}"}`,
    )
  })

  it('does nothing with the setting off or without an add-to-cart button', () => {
    const body = '{"id":3}'
    document.body.innerHTML = BUTTON
    expect(store.rewrite({ url: ADD_ITEM, body }, fakeEnv())).toBeUndefined()
    document.body.innerHTML = ''
    const env = fakeEnv({ settings: { wcAddToCart: true } })
    expect(store.rewrite({ url: ADD_ITEM, body }, env)).toBeUndefined()
  })
})

describe('WooCommerce: jQuery (contract f)', () => {
  it('matches wc-ajax=add_to_cart on the URL, not in the data', () => {
    expect(setupData(woocommerce, 'product_id=5', {}, '/?wc-ajax=add_to_cart')).toBe(
      `${noCookiePair('W')}&product_id=5`,
    )
    expect(setupData(woocommerce, 'wc-ajax=add_to_cart', {}, '/')).toBe('wc-ajax=add_to_cart')
  })
})
