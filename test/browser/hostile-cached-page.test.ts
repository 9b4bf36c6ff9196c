import type { Page } from 'puppeteer'
import { describe, expect, it } from 'vitest'
import type { RecordedRequest } from '../../sim/server'
import { startSite } from '../../sim/server'
import { openFixture, useBrowser } from '../support/browser'
import '../support/forms-support'

const browser = useBrowser()

// The fixture pages show both runtimes: an encoded email and a one-field form.
const PAGE = 'hostile-optimizer-defer'

/**
 * Serves the page as a cache would a day later: every nonce it prints is one the site no
 * longer accepts (the site's own nonces are left as they are).
 */
async function servedStale(page: Page): Promise<void> {
  const stale = (nonce: string) => [...nonce].reverse().join('')
  await page.setRequestInterception(true)
  page.on('request', (req) => {
    if (req.resourceType() !== 'document') return void req.continue()
    fetch(req.url())
      .then(async (res) => {
        let html = await res.text()
        for (const nonce of ['a1b2c3d4e5', 'f6a7b8c9d0', '590cf59449'])
          html = html.replaceAll(nonce, stale(nonce))
        await req.respond({
          status: res.status,
          contentType: 'text/html; charset=utf-8',
          body: html,
        })
      })
      .catch(() => req.abort())
  })
}

const fieldsOf = (r: RecordedRequest) =>
  (r.body as { fields?: Record<string, string> }).fields ?? {}
const refreshes = (requests: RecordedRequest[]) =>
  requests.filter((r) => fieldsOf(r).spbc_remote_call_action === 'get_fresh_wpnonce')
const decodes = (requests: RecordedRequest[]) =>
  requests.filter(
    (r) => r.path.endsWith('apbct_decode_email') || fieldsOf(r).action === 'apbct_decode_email',
  )
const submits = (requests: RecordedRequest[]) =>
  requests.filter((r) => fieldsOf(r).action === 'nf_ajax_submit')

/** Decodes the page's email (the anti-spam runtime's first call); Got it closes the popup. */
async function decode(page: Page): Promise<void> {
  await page.click('#contact .apbct-email-encoder')
  await page.waitForSelector('.apbct-email-encoder-got-it-button', { timeout: 10_000 })
  await page.click('.apbct-email-encoder-got-it-button')
}

/**
 * Submits the form (the form front end's first call) and resolves, once a reply without
 * errors came, with the error keys of each reply the page's own bus listeners saw
 * (`forms: submit:response`, contract b).
 */
async function submit(page: Page): Promise<string[][]> {
  await page.waitForSelector('#nf-field-1')
  await page.evaluate(() => {
    const w = window as unknown as { __replies: string[][] }
    w.__replies = []
    window.nfRadio.channel('forms').on('submit:response', (...a: never[]) => {
      const reply = a[0] as unknown as { errors?: object } | undefined
      w.__replies.push(Object.keys(reply?.errors ?? {}))
    })
  })
  await page.type('#nf-field-1', 'A question')
  await page.click('#nf-form-1-cont .submit-container input[type=submit]')
  await page.waitForFunction(
    () => (window as unknown as { __replies: string[][] }).__replies.some((e) => !e.length),
    { timeout: 10_000 },
  )
  return page.evaluate(() => (window as unknown as { __replies: string[][] }).__replies)
}

describe('a page served from a cache with day-old nonces', () => {
  it('each runtime’s first call meets the nonce failure and recovers with one refresh and one retry', async () => {
    const p = await openFixture(browser(), PAGE, { beforeLoad: servedStale })
    try {
      expect(await p.page.content()).not.toContain('a1b2c3d4e5')
      await decode(p.page)
      const requests = p.site.context.requests
      expect(decodes(requests)).toHaveLength(2)
      expect(refreshes(requests)).toHaveLength(1)
      // The page's bus sees the nonce error (as the original announces every reply), then
      // the success of the one resubmit.
      expect(await submit(p.page)).toEqual([['nonce'], []])
      // The form builder's reply carries the new nonce: one resubmit, no refresh call.
      expect(submits(requests)).toHaveLength(2)
      expect(submits(requests)[1]!.body).toMatchObject({ fields: { security: '590cf59449' } })
      expect(refreshes(requests)).toHaveLength(1)
      expect(p.errors).toEqual([])
    } finally {
      await p.close()
    }
  })

  it('two tabs of the stale page: one refresh each, never more, every call recovers', async () => {
    // The real server answers one refresh per 10 s for the whole site (TOO_MANY_ATTEMPTS
    // within it, docs/real-server.md): these tabs stand for visits further apart than that.
    const site = await startSite({ policy: { freshNonceCooldown: 0 } })
    const context = await browser().createBrowserContext()
    try {
      const tabs = await Promise.all([context.newPage(), context.newPage()])
      for (const tab of tabs) {
        await servedStale(tab)
        await tab.goto(site.pageUrl(PAGE), { waitUntil: 'load' })
      }
      // Each tab a visitor: decode, then submit (a tab is brought to the front to be used:
      // a background tab runs no animation frames).
      for (const tab of tabs) {
        await tab.bringToFront()
        await decode(tab)
        expect((await submit(tab)).at(-1)).toEqual([])
      }
      const requests = site.context.requests
      expect(refreshes(requests)).toHaveLength(2)
      expect(decodes(requests)).toHaveLength(4)
      expect(submits(requests)).toHaveLength(4)
    } finally {
      await context.close()
      await site.close()
    }
  })
})
