import { describe, expect, it } from 'vitest'
import { withToken } from './add-to-cart-links'

describe('withToken', () => {
  it('adds the token with ? or &, before a fragment, and only once', () => {
    expect(withToken('/shop/?add-to-cart=12', 'ab')).toBe(
      '/shop/?add-to-cart=12&ct_bot_detector_event_token=ab',
    )
    expect(withToken('/product/mug', 'ab')).toBe('/product/mug?ct_bot_detector_event_token=ab')
    expect(withToken('/p?x=1#top', 'ab')).toBe('/p?x=1&ct_bot_detector_event_token=ab#top')
    const once = withToken('/p?x=1', 'ab')
    expect(withToken(once, 'cd')).toBe(once)
  })
})
