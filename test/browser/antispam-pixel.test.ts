import type { Browser } from 'puppeteer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PIXEL_URL } from '../../sim/server/handlers/antispam-pixel'
import type { SiteKnobsInput } from '../../sim/site/knobs'
import type { SitePolicyInput } from '../../sim/site/server-policy-schema'
import { openFixture, startBrowser, type OpenedPage } from '../support/browser'

let browser: Browser
beforeAll(async () => {
  browser = await startBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const open = (knobs: SiteKnobsInput, policy: SitePolicyInput = {}) =>
  openFixture(browser, 'comment-form', {
    knobs: { cookieMode: 'native', ...knobs },
    policy,
    // The pixel host is outside the test: answer it locally with a 1×1 GIF.
    beforeLoad: async (page) => {
      await page.setRequestInterception(true)
      page.on('request', (r) =>
        r.url().includes('cleantalk.org/pixel/')
          ? r.respond({
              status: 200,
              contentType: 'image/gif',
              body: Buffer.from('R0lGODlhAQABAAAAACwAAAAAAQABAAA=', 'base64'),
            })
          : r.continue(),
      )
    },
  })

const pixelCalls = (p: OpenedPage) =>
  p.site.context.requests.filter(
    (r) =>
      r.path.endsWith('/apbct_get_pixel_url') ||
      (r.body as { fields?: Record<string, string> }).fields?.action === 'apbct_get_pixel_url',
  )

/** The `apbct_pixel_url` cookie the page's context holds, if any. */
const pixelCookie = async (p: OpenedPage) =>
  (await p.page.browserContext().cookies()).find((c) => c.name === 'apbct_pixel_url')

/** The scripts of the runtime's lazily loaded code the page fetched (dist/antispam-lazy.js). */
const lazyFetched = (p: OpenedPage) =>
  p.page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .filter((name) => name.includes('/antispam-lazy.js')),
  )

const pixelImg = (p: OpenedPage) =>
  p.page.$$eval('img#apbct_pixel', (imgs) =>
    imgs.map((i) => ({
      src: i.getAttribute('src'),
      alt: i.alt,
      title: i.title,
      style: i.getAttribute('style'),
      parent: i.parentElement!.tagName,
    })),
  )

describe('pixel', () => {
  it.each(['rest', 'admin_ajax'] as const)(
    'setting 2 over %s: fetches the https URL, caches it, sets the cookie and draws one hidden img',
    async (ajaxType) => {
      const p = await open({ pixel: '2', ajaxType })
      try {
        await p.page.waitForSelector('img#apbct_pixel')
        expect(await pixelImg(p)).toEqual([
          {
            src: PIXEL_URL,
            alt: 'CleanTalk Pixel',
            title: 'CleanTalk Pixel',
            style: 'display: none; left: 99999px;',
            parent: 'BODY',
          },
        ])
        expect(pixelCalls(p)).toHaveLength(1)
        const cached = JSON.parse(
          (await p.page.evaluate(() => localStorage.getItem('apbct_pixel_url')))!,
        ) as { value: string; timestamp: number }
        expect(JSON.parse(cached.value)).toBe(PIXEL_URL)
        expect(Math.abs(cached.timestamp - Date.now() / 1000)).toBeLessThan(60)
        const cookie = await pixelCookie(p)
        expect(decodeURIComponent(cookie!.value)).toBe(PIXEL_URL)

        // A reload within 10800 s uses the cache: no second call.
        await p.page.reload({ waitUntil: 'load' })
        await p.page.waitForSelector('img#apbct_pixel')
        expect(pixelCalls(p)).toHaveLength(1)
        expect(p.errors).toEqual([])
      } finally {
        await p.close()
      }
    },
  )

  it('refuses a URL that does not start with https: no img, no cookie, no cache', async () => {
    const p = await open({ pixel: '2' }, { pixelUrl: 'http' })
    try {
      await p.page.waitForNetworkIdle({ idleTime: 300 })
      expect(pixelCalls(p)).toHaveLength(1)
      expect(await pixelImg(p)).toEqual([])
      expect(await p.page.evaluate(() => localStorage.getItem('apbct_pixel_url'))).toBe(null)
      const cookies = await p.page.browserContext().cookies()
      expect(cookies.some((c) => c.name === 'apbct_pixel_url')).toBe(false)
      expect(p.console.some((l) => l.includes('does not start with https'))).toBe(true)
    } finally {
      await p.close()
    }
  })

  it('setting 3 with the bot detector on never draws', async () => {
    const p = await open({ pixel: '3', botDetector: true })
    try {
      await p.page.waitForNetworkIdle({ idleTime: 300 })
      expect(pixelCalls(p)).toHaveLength(0)
      expect(await pixelImg(p)).toEqual([])
    } finally {
      await p.close()
    }
  })

  it('setting 2 with the bot detector on: no fetch, no img, the cookie holds the server URL', async () => {
    // The original's detector-on bundle has no pixel drawing (ctIsDrawPixel is only in the
    // gathering bundle): its start-up stores the printed pixel__url and requests nothing.
    const p = await open({ pixel: '2', botDetector: true })
    try {
      await p.page.waitForNetworkIdle({ idleTime: 300 })
      expect(pixelCalls(p)).toHaveLength(0)
      expect(await pixelImg(p)).toEqual([])
      // Storing the printed URL needs none of the pixel's drawing code.
      expect(await lazyFetched(p)).toEqual([])
      const cookie = await pixelCookie(p)
      expect(decodeURIComponent(cookie!.value)).toBe(
        `${p.site.origin}/pixel/0123456789abcdef0123456789abcdef.gif`,
      )
    } finally {
      await p.close()
    }
  })

  it('setting 3 without the detector: start-up does nothing (it acts only for 1 and 2)', async () => {
    // Alternative mode with no server-printed pixel would fetch and draw for settings 1/2.
    const p = await open({ pixel: '3', cookieMode: 'alternative' })
    try {
      await p.page.waitForNetworkIdle({ idleTime: 300 })
      expect(pixelCalls(p)).toHaveLength(0)
      expect(await pixelImg(p)).toEqual([])
      const cookies = await p.page.browserContext().cookies()
      expect(cookies.some((c) => c.name === 'apbct_pixel_url')).toBe(false)
    } finally {
      await p.close()
    }
  })

  it('setting 1 in native mode without pixel__enabled sets the cookie to the server URL', async () => {
    const p = await open({ pixel: '1' })
    try {
      await p.page.waitForNetworkIdle({ idleTime: 300 })
      expect(pixelCalls(p)).toHaveLength(0)
      expect(await lazyFetched(p)).toEqual([])
      const cookie = await pixelCookie(p)
      expect(decodeURIComponent(cookie!.value)).toBe(
        `${p.site.origin}/pixel/0123456789abcdef0123456789abcdef.gif`,
      )
    } finally {
      await p.close()
    }
  })
})
