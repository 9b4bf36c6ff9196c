/**
 * Stand-ins for WooCommerce Blocks on a product page: the Store API nonce middleware, the
 * block add-to-cart button (a `batch` with one `cart/add-item` request through
 * `wp.apiFetch`) and the checkout's place-order button (`checkout` through `wp.apiFetch`).
 * Results are written to `#wc-notices` as the visitor sees them.
 */
export function woocommerceScript(storeNonce: string): string {
  return `
(function () {
  var nonce = ${JSON.stringify(storeNonce)}
  var notices = document.getElementById('wc-notices')
  wp.apiFetch.use(function (options, next) {
    if (String(options.path || options.url || '').indexOf('/wc/store/') === -1) return next(options)
    return next(Object.assign({}, options, { headers: Object.assign({}, options.headers, { Nonce: nonce }) }))
  })
  document.querySelectorAll('.wc-block-components-product-button__button').forEach(function (button) {
    button.addEventListener('click', function () {
      var id = Number(button.getAttribute('data-product_id'))
      wp.apiFetch({
        path: '/wc/store/v1/batch',
        method: 'POST',
        data: { requests: [{ path: '/wc/store/v1/cart/add-item', method: 'POST', cache: 'no-store', body: { id: id, quantity: 1 } }] },
      }).then(function (reply) {
        var cart = reply.responses[0].body
        notices.textContent = 'Added to cart. Items in cart: ' + cart.items_count
      }, function (error) {
        notices.textContent = (error && error.message) || 'Could not add to cart.'
      })
    })
  })
  var place = document.getElementById('place-order')
  if (place) place.addEventListener('click', function () {
    wp.apiFetch({
      path: '/wc/store/v1/checkout?__experimental_calc_totals=false',
      method: 'POST',
      data: {
        billing_address: { first_name: 'Jo', last_name: 'Doe', email: document.getElementById('billing-email').value, country: 'US' },
        shipping_address: { first_name: 'Jo', last_name: 'Doe', country: 'US' },
        payment_method: 'cod',
        payment_data: [],
      },
    }).then(function (reply) {
      notices.textContent = 'Order received: #' + reply.order_id
    }, function (error) {
      notices.textContent = (error && error.message) || 'Could not place the order.'
    })
  })
})()
`
}
