import { addedField } from '../../engine/added-field'
import type { PluginIntegration } from '../../engine/plugin'
import { addToCartLinksIntegration } from './add-to-cart-links'
import { apiFetchIntegration } from './api-fetch'
import { rewriteStoreBody } from './store-body'

/** A WooCommerce add-to-cart button. */
export const ADD_TO_CART =
  '.add_to_cart_button, .single_add_to_cart_button, .wc-block-components-product-button__button'

/**
 * WooCommerce (contract f): Store API add-to-cart calls get the bare field (fetch, with the
 * add-to-cart setting on; `wp.apiFetch` batches and checkout through a middleware), classic
 * add-to-cart links carry the token, and jQuery's `wc-ajax=add_to_cart` gets the wrapped field.
 */
export const woocommerce: PluginIntegration = {
  marker: ADD_TO_CART,
  fetchRules: [
    {
      rewrite: ({ url, body }, env) =>
        env.settings.wcAddToCart && env.win.document.querySelector(ADD_TO_CART) !== null
          ? rewriteStoreBody(url, body, addedField(env.fields, 'U'))
          : undefined,
    },
  ],
  jquerySigns: [{ all: ['wc-ajax=add_to_cart'], inUrl: true, key: 'W' }],
  hooks: [apiFetchIntegration, addToCartLinksIntegration],
}
