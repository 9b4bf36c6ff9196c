import { describe, expect, it } from 'vitest'
import { CHECKJS_KEY } from '../../sim/server/handlers/antispam-js-keys'
import type { RecordedRequest } from '../../sim/server'
import { openFixture, useBrowser, type OpenedPage } from '../support/browser'

const browser = useBrowser()

const fieldsOf = (r: RecordedRequest) =>
  (r.body as { fields?: Record<string, string> }).fields ?? {}
const keyCalls = (p: OpenedPage) =>
  p.site.context.requests.filter(
    (r) => fieldsOf(r).action === 'apbct_js_keys__get' || r.path.endsWith('/js_keys__get'),
  )
const values = (p: OpenedPage) =>
  p.page.$$eval('[name^=ct_checkjs]', (is) => is.map((i) => (i as HTMLInputElement).value))
const KEY = String(CHECKJS_KEY)

describe('JS-check key over AJAX (contract c.7 apbct_js_keys__get)', () => {
  it('admin-ajax: one call fills the printed input and an input added later', async () => {
    // The key request is held until the test has read the printed value: the footer script
    // asks right after DOMContentLoaded, and on a loaded machine the reply could land before
    // the first read.
    let release!: () => void
    const released = new Promise<void>((r) => (release = r))
    const p = await openFixture(browser(), 'js-keys', {
      knobs: { ajaxType: 'admin_ajax' },
      beforeLoad: async (page) => {
        await page.setRequestInterception(true)
        page.on('request', (r) => {
          if (r.method() === 'POST' && r.postData()?.includes('apbct_js_keys__get'))
            void released.then(() => r.continue())
          else void r.continue()
        })
      },
    })
    try {
      expect(await values(p)).toEqual(['0'])
      release()
      await p.page.waitForFunction(
        (k: string) => document.querySelector<HTMLInputElement>('[name=ct_checkjs]')?.value === k,
        { timeout: 5000 },
        KEY,
      )
      const calls = keyCalls(p)
      expect(calls).toHaveLength(1)
      expect(calls[0]!.path).toBe('/wp-admin/admin-ajax.php')
      await p.page.evaluate(() => {
        const form = document.createElement('form')
        form.method = 'post'
        form.innerHTML =
          '<input type="hidden" name="ct_checkjs_cf7" value="0"><button>Send</button>'
        document.body.appendChild(form)
      })
      await p.page.waitForFunction(
        (k: string) =>
          document.querySelector<HTMLInputElement>('[name=ct_checkjs_cf7]')?.value === k,
        { timeout: 3000 },
        KEY,
      )
      expect(await values(p)).toEqual([KEY, KEY])
      expect(keyCalls(p)).toHaveLength(1)
      expect(p.errors).toEqual([])
    } finally {
      await p.close()
    }
  })

  it('REST: the js_keys__get route', async () => {
    const p = await openFixture(browser(), 'js-keys', { knobs: { ajaxType: 'rest' } })
    try {
      await p.page.waitForFunction(
        (k: string) => document.querySelector<HTMLInputElement>('[name=ct_checkjs]')?.value === k,
        { timeout: 5000 },
        KEY,
      )
      const calls = keyCalls(p)
      expect(calls.map((c) => c.path)).toEqual(['/wp-json/cleantalk-antispam/v1/js_keys__get'])
    } finally {
      await p.close()
    }
  })

  it('a page without such inputs never calls', async () => {
    // On virtual time: 1.8 s of the page's life pass at once, every request it starts landed.
    const p = await openFixture(browser(), 'comment-form', { virtualTime: true })
    try {
      await p.advance(1800)
      expect(keyCalls(p)).toHaveLength(0)
    } finally {
      await p.close()
    }
  })
})
