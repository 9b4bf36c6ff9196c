import { http, HttpResponse, type RequestHandler } from 'msw'
import type { SiteContext } from '../site-context'

const PRODUCTS: Record<number, { name: string; price: string }> = {
  12: { name: 'Coffee Mug', price: '1200' },
  13: { name: 'Tea cup', price: '800' },
  15: { name: 'Beanie', price: '1800' },
}

interface StoreCall {
  path?: string
  body?: { id?: number; quantity?: number }
}

function missingNonce() {
  return HttpResponse.json(
    {
      code: 'woocommerce_rest_missing_nonce',
      message: 'Missing the Nonce header. This endpoint requires a valid nonce.',
      data: { status: 401 },
    },
    { status: 401 },
  )
}

function cart(items: { id: number; quantity: number }[]) {
  return {
    items: items.map(({ id, quantity }) => ({
      key: `k${id}`,
      id,
      quantity,
      name: PRODUCTS[id]?.name ?? `Product ${id}`,
      prices: { price: PRODUCTS[id]?.price ?? '0', currency_code: 'USD' },
    })),
    items_count: items.reduce((n, i) => n + i.quantity, 0),
    totals: { currency_code: 'USD', total_price: '0' },
  }
}

async function json<T>(request: Request): Promise<T | undefined> {
  try {
    return (await request.clone().json()) as T
  } catch {
    return undefined
  }
}

const notFound = (id: unknown) =>
  HttpResponse.json(
    {
      code: 'woocommerce_rest_product_invalid_id',
      message: 'No product ID was provided.',
      data: { status: 400, id },
    },
    { status: 400 },
  )

/**
 * The WooCommerce Store API (`wc/store/v1`): `cart/add-item`, `batch` of add-item
 * requests and `checkout`, each requiring the `Nonce` header the page's middleware adds.
 */
export function woocommerceHandlers(ctx: SiteContext): RequestHandler[] {
  const nonceOk = (request: Request) => request.headers.get('nonce') === ctx.nonces.rest
  return [
    http.post('*/wp-json/wc/store/v1/cart/add-item', async ({ request }) => {
      if (!nonceOk(request)) return missingNonce()
      const body = await json<StoreCall['body']>(request)
      if (!body?.id || !PRODUCTS[body.id]) return notFound(body?.id)
      return HttpResponse.json(cart([{ id: body.id, quantity: body.quantity ?? 1 }]), {
        status: 201,
      })
    }),
    http.post('*/wp-json/wc/store/v1/batch', async ({ request }) => {
      if (!nonceOk(request)) return missingNonce()
      const body = await json<{ requests?: StoreCall[] }>(request)
      const responses = (body?.requests ?? []).map((call) => {
        const id = call.body?.id
        if (!call.path?.startsWith('/wc/store/v1/cart/add-item') || !id || !PRODUCTS[id])
          return { status: 400, headers: {}, body: { code: 'woocommerce_rest_product_invalid_id' } }
        return {
          status: 201,
          headers: {},
          body: cart([{ id, quantity: call.body?.quantity ?? 1 }]),
        }
      })
      return HttpResponse.json({ responses }, { status: 207 })
    }),
    http.post('*/wp-json/wc/store/v1/checkout', async ({ request }) => {
      if (!nonceOk(request)) return missingNonce()
      const body = await json<{ billing_address?: { email?: string } }>(request)
      if (!body?.billing_address?.email)
        return HttpResponse.json(
          {
            code: 'woocommerce_rest_missing_email_address',
            message: 'A valid email address is required',
            data: { status: 400 },
          },
          { status: 400 },
        )
      return HttpResponse.json({
        order_id: 123,
        status: 'processing',
        order_key: 'wc_order_bR4mBl3K3y',
        payment_method: 'cod',
        payment_result: {
          payment_status: 'success',
          payment_details: [],
          redirect_url: `${new URL(request.url).origin}/checkout/order-received/123/`,
        },
      })
    }),
  ]
}
