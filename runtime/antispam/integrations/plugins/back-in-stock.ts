import type { PluginIntegration } from '../engine/plugin'

/** A WooCommerce product page, where Back In Stock shows its subscribe form. */
export const BACK_IN_STOCK = 'body.single-product'

/**
 * Back In Stock Notifier (contract f): a subscribe request over XHR gets the wrapped field,
 * on a product page that has the plugin's `cwginstock` global.
 */
export const backInStock: PluginIntegration = {
  marker: BACK_IN_STOCK,
  xhrRules: [
    {
      present: (doc, win) => doc.querySelector(BACK_IN_STOCK) !== null && 'cwginstock' in win,
      matches: ['action=cwginstock_product_subscribe'],
      key: 'W',
      edit: 'append',
    },
  ],
}
