import { describe, expect, it } from 'vitest'
import type { RecordedRequest } from '../../sim/server/site-context'
import { openFixture } from '../support/browser'
import {
  decodeNoCookie,
  expectSignalKeys,
  received,
  TOKEN,
  DETECTOR_ON,
} from './antispam-integrations-support'
import { useBrowser } from './antispam-page'

const browser = useBrowser()

interface Batch {
  requests: { path: string; body: Record<string, unknown> }[]
}

const jsonOf = <T>(r: RecordedRequest): T =>
  r.body.type === 'json' ? (r.body.value as T) : ({} as T)
const isBatch = (r: RecordedRequest) => r.path.endsWith('/wc/store/v1/batch')
const isCheckout = (r: RecordedRequest) => r.path.endsWith('/wc/store/v1/checkout')

describe('WooCommerce product page', () => {
  it('detector on: Store API add-to-cart and checkout carry the raw localStorage token entry', async () => {
    const p = await openFixture(browser(), 'woocommerce-product', DETECTOR_ON)
    try {
      const { page } = p
      const raw = await page.evaluate(() => localStorage.getItem('bot_detector_event_token'))
      await page.click('.wc-block-components-product-button__button')
      const batch = jsonOf<Batch>(await received(p, isBatch))
      expect(batch.requests).toHaveLength(1)
      expect(batch.requests[0]!.body).toEqual({
        id: 15,
        quantity: 1,
        ct_bot_detector_event_token: raw,
      })
      await page.waitForFunction(() =>
        document.getElementById('wc-notices')?.textContent?.includes('Items in cart: 1'),
      )
      await page.click('#place-order')
      const checkout = jsonOf<Record<string, unknown>>(await received(p, isCheckout))
      expect(checkout.ct_bot_detector_event_token).toBe(raw)
      expect(checkout.payment_method).toBe('cod')
      await page.waitForFunction(() =>
        document.getElementById('wc-notices')?.textContent?.includes('Order received: #123'),
      )
      expect(p.errors).toEqual([])
    } finally {
      await p.close()
    }
  })

  it('detector on: a simple product add-to-cart link gets the token on click; a variable one does not', async () => {
    const p = await openFixture(browser(), 'woocommerce-product', DETECTOR_ON)
    try {
      const { page } = p
      // Keep the page for the variable product's link (it would leave to its product page).
      await page.$eval('a.product_type_variable', (a) =>
        a.addEventListener('click', (e) => e.preventDefault()),
      )
      await page.click('a.product_type_variable')
      expect(await page.$eval('a.product_type_variable', (a) => a.getAttribute('href'))).toBe(
        `${p.site.origin}/product/hoodie/`,
      )
      const [nav] = await Promise.all([
        page.waitForNavigation(),
        page.click('a.product_type_simple'),
      ])
      expect(nav?.url()).toBe(
        `${p.site.origin}/woocommerce-product/?add-to-cart=13&ct_bot_detector_event_token=${TOKEN}`,
      )
      expect(p.errors).toEqual([])
    } finally {
      await p.close()
    }
  })

  it('detector off, mode none: the Store API batch carries the no-cookie payload', async () => {
    const p = await openFixture(browser(), 'woocommerce-product', { knobs: { cookieMode: 'none' } })
    try {
      await p.page.click('.wc-block-components-product-button__button')
      const body = jsonOf<Batch>(await received(p, isBatch)).requests[0]!.body
      expect(body).not.toHaveProperty('ct_bot_detector_event_token')
      expectSignalKeys(decodeNoCookie(body.ct_no_cookie_hidden_field as string))
      expect(await p.page.$eval('a.product_type_simple', (a) => a.getAttribute('href'))).toBe(
        '?add-to-cart=13',
      )
    } finally {
      await p.close()
    }
  })
})
