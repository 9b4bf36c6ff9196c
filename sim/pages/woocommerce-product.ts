import { wpDocument } from './html'
import type { PageFixture } from './page-context'
import { apiFetchScript } from './thirdparty/api-fetch-script'
import { antispamHeadWith, footerScript, jqueryTag } from './thirdparty/head'
import { woocommerceScript } from './thirdparty/woocommerce-script'

/**
 * A WooCommerce single-product page: the classic add-to-cart form, related products with
 * add-to-cart links (simple and variable), a block add-to-cart button and a place-order
 * button using the Store API through `wp.apiFetch`. The anti-spam "protect add to cart"
 * setting is on; WooCommerce AJAX add-to-cart is off.
 */
export const woocommerceProductPage: PageFixture = {
  id: 'woocommerce-product',
  title: 'WooCommerce product',
  description:
    'A product page with add-to-cart links and buttons, and Store API add-to-cart and checkout.',
  render(ctx) {
    const head = [
      jqueryTag(),
      antispamHeadWith(ctx, { settings__forms__wc_add_to_cart: '1', wc_ajax_add_to_cart: false }),
    ].join('\n')
    return wpDocument({
      title: 'Coffee Mug',
      head,
      bodyClass:
        'product-template-default single single-product postid-12 wp-singular theme-storefront woocommerce woocommerce-page woocommerce-no-js',
      body: `<div class="woocommerce-notices-wrapper" id="wc-notices" role="status"></div>
<div id="product-12" class="product type-product post-12 status-publish first instock product_cat-mugs shipping-taxable purchasable product-type-simple">
<div class="summary entry-summary">
<h1 class="product_title entry-title">Coffee Mug</h1>
<p class="price"><span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">&#36;</span>12.00</bdi></span></p>
<form class="cart" action="${ctx.origin}/woocommerce-product/" method="post" enctype="multipart/form-data">
<div class="quantity"><label class="screen-reader-text" for="quantity_1">Coffee Mug quantity</label><input type="number" id="quantity_1" class="input-text qty text" name="quantity" value="1" aria-label="Product quantity" min="1" step="1" inputmode="numeric" autocomplete="off" /></div>
<button type="submit" name="add-to-cart" value="12" class="single_add_to_cart_button button alt">Add to cart</button>
</form>
</div>
</div>
<section class="related products"><h2>Related products</h2>
<ul class="products columns-4">
<li class="product type-product post-13 status-publish instock product-type-simple"><a href="${ctx.origin}/product/tea-cup/" class="woocommerce-LoopProduct-link woocommerce-loop-product__link"><h2 class="woocommerce-loop-product__title">Tea cup</h2></a>
<a href="?add-to-cart=13" aria-describedby="woocommerce_loop_add_to_cart_link_describedby_13" data-quantity="1" class="button product_type_simple add_to_cart_button" data-product_id="13" data-product_sku="" aria-label="Add to cart: &ldquo;Tea cup&rdquo;" rel="nofollow">Add to cart</a></li>
<li class="product type-product post-14 status-publish instock product-type-variable"><a href="${ctx.origin}/product/hoodie/" class="woocommerce-LoopProduct-link woocommerce-loop-product__link"><h2 class="woocommerce-loop-product__title">Hoodie</h2></a>
<a href="${ctx.origin}/product/hoodie/" data-quantity="1" class="button product_type_variable add_to_cart_button" data-product_id="14" data-product_sku="" aria-label="Select options for &ldquo;Hoodie&rdquo;" rel="nofollow">Select options</a></li>
</ul>
</section>
<div class="wp-block-woocommerce-product-button"><button class="wp-block-button__link wp-element-button wc-block-components-product-button__button add_to_cart_button product_type_simple" data-product_id="15">Add Beanie to cart</button></div>
<div class="wp-block-woocommerce-checkout"><label for="billing-email">Email address</label><input type="email" id="billing-email" value="jo@example.com" autocomplete="email"><button type="button" id="place-order" class="components-button wc-block-components-button wc-block-components-checkout-place-order-button">Place Order</button></div>
${footerScript('wp-api-fetch-js', apiFetchScript(`${ctx.origin}/wp-json/`))}
${footerScript('wc-blocks-js', woocommerceScript(ctx.nonces.rest))}`,
    })
  },
}
