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
  it('admin-ajax: one call; the real 6.85 action answers `0`, so the inputs stay as printed', async () => {
    let answered: Promise<string> | undefined
    const p = await openFixture(browser(), 'js-keys', {
      knobs: { ajaxType: 'admin_ajax' },
      beforeLoad: (page) => {
        answered = page
          .waitForResponse((r) => r.request().postData()?.includes('apbct_js_keys__get') ?? false)
          .then((r) => r.text())
        return Promise.resolve()
      },
    })
    try {
      expect(await answered).toBe('0')
      const calls = keyCalls(p)
      expect(calls.map((c) => c.path)).toEqual(['/wp-admin/admin-ajax.php'])
      expect(await values(p)).toEqual(['0'])
      expect(p.errors).toEqual([])
    } finally {
      await p.close()
    }
  })

  it('REST: one js_keys__get call fills the printed input and an input added later', async () => {
    const p = await openFixture(browser(), 'js-keys', { knobs: { ajaxType: 'rest' } })
    try {
      await p.page.waitForFunction(
        (k: string) => document.querySelector<HTMLInputElement>('[name=ct_checkjs]')?.value === k,
        { timeout: 5000 },
        KEY,
      )
      const calls = keyCalls(p)
      expect(calls.map((c) => c.path)).toEqual(['/wp-json/cleantalk-antispam/v1/js_keys__get'])
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
