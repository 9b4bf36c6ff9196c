import type { Browser, Page } from 'puppeteer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openFixture, startBrowser } from '../support/browser'

let browser: Browser
beforeAll(async () => {
  browser = await startBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const cookieMap = async (page: Page) =>
  Object.fromEntries(
    (await page.browserContext().cookies()).map((c) => [c.name, decodeURIComponent(c.value)]),
  )

describe('dist/antispam.js on a comment page', () => {
  it('native mode: sets ct_ps_timestamp (unix seconds) and ct_timezone (hours east of UTC) as cookies', async () => {
    const before = Math.floor(Date.now() / 1000)
    const p = await openFixture(browser, 'comment-form', {
      knobs: { cookieMode: 'native' },
      beforeLoad: (page) => page.emulateTimezone('Asia/Kolkata'),
    })
    try {
      const cookies = await cookieMap(p.page)
      expect(Number(cookies.ct_ps_timestamp)).toBeGreaterThanOrEqual(before)
      expect(Number(cookies.ct_ps_timestamp)).toBeLessThanOrEqual(Math.floor(Date.now() / 1000))
      // India is UTC+5:30 all year.
      expect(cookies.ct_timezone).toBe('5.5')
      expect(p.errors).toEqual([])
      // No React UI is needed on this page, so React is not fetched.
      expect(p.fetchedBundles()).toEqual(['antispam.js'])
    } finally {
      await p.close()
    }
  })

  it('mode none: stores the signals in localStorage as {value, timestamp} and sets no cookie', async () => {
    const p = await openFixture(browser, 'comment-form', { knobs: { cookieMode: 'none' } })
    try {
      const entry = await p.page.evaluate(() => localStorage.getItem('ct_ps_timestamp'))
      // The wire wrapper: value is JSON.stringify(v), timestamp in unix seconds.
      const parsed = JSON.parse(entry ?? 'null') as { value: string; timestamp: number }
      expect(parsed.value).toBe(String(parsed.timestamp))
      expect(await cookieMap(p.page)).not.toHaveProperty('ct_ps_timestamp')
    } finally {
      await p.close()
    }
  })

  it('alternative mode: sends the signals to alt_sessions over REST with the nonce header', async () => {
    const p = await openFixture(browser, 'comment-form', {
      knobs: { cookieMode: 'alternative', ajaxType: 'rest' },
    })
    try {
      await p.page.waitForNetworkIdle({ idleTime: 200 })
      const call = p.site.context.requests.find((r) =>
        r.path.endsWith('/cleantalk-antispam/v1/alt_sessions'),
      )
      expect(call?.headers['x-wp-nonce']).toBe(p.site.context.nonces.rest)
      expect(call?.body.type).toBe('form')
      const cookies = JSON.parse(
        (call!.body as { fields: Record<string, string> }).fields.cookies!,
      ) as Record<string, unknown>
      expect(Object.keys(cookies).sort()).toEqual(['ct_ps_timestamp', 'ct_timezone'])
      expect(await cookieMap(p.page)).not.toHaveProperty('ct_ps_timestamp')
    } finally {
      await p.close()
    }
  })

  it('does nothing at all when data__key_is_ok is false', async () => {
    const p = await openFixture(browser, 'comment-form', {
      knobs: { keyIsOk: false, cookieMode: 'alternative' },
    })
    try {
      await p.page.waitForNetworkIdle({ idleTime: 200 })
      expect(await cookieMap(p.page)).toEqual({})
      expect(await p.page.evaluate(() => localStorage.length)).toBe(0)
      expect(
        p.site.context.requests.filter((r) => !r.path.startsWith('/dist/') && r.method !== 'GET'),
      ).toEqual([])
    } finally {
      await p.close()
    }
  })
})
