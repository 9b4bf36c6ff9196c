import { describe, expect, it } from 'vitest'
import { rewriteApiFetchOptions } from './api-fetch'
import { fakeEnv, NO_COOKIE, TOKEN } from '../../engine/fake-env.test-helper'

const raw = JSON.stringify({ value: TOKEN, timestamp: 1719999999 })

describe('the wp.apiFetch middleware', () => {
  it('puts the raw localStorage token wrapper in the first add-item request of a batch', () => {
    const options = {
      path: '/wc/store/v1/batch',
      data: { requests: [{ path: '/wc/store/v1/cart/add-item', body: { id: 3, quantity: 1 } }] },
    }
    const out = rewriteApiFetchOptions(fakeEnv({ detectorOn: true }), options)
    expect(out.data).toEqual({
      requests: [
        {
          path: '/wc/store/v1/cart/add-item',
          body: { id: 3, quantity: 1, ct_bot_detector_event_token: raw },
        },
      ],
    })
    expect(options.data.requests[0]!.body).toEqual({ id: 3, quantity: 1 })
  })

  it('adds the token to checkout data, or the no-cookie payload in mode none only', () => {
    const options = {
      path: '/wc/store/v1/checkout?__experimental_calc_totals=false',
      data: { payment_method: 'cod' },
    }
    expect(rewriteApiFetchOptions(fakeEnv({ detectorOn: true }), options).data).toEqual({
      payment_method: 'cod',
      ct_bot_detector_event_token: raw,
    })
    expect(rewriteApiFetchOptions(fakeEnv({ cookieMode: 'none' }), options).data).toEqual({
      payment_method: 'cod',
      ct_no_cookie_hidden_field: NO_COOKIE,
    })
    expect(rewriteApiFetchOptions(fakeEnv({ cookieMode: 'native' }), options)).toBe(options)
  })

  it('leaves other paths alone', () => {
    const options = { path: '/wp/v2/posts', data: { a: 1 } }
    expect(rewriteApiFetchOptions(fakeEnv({ detectorOn: true }), options)).toBe(options)
  })
})
