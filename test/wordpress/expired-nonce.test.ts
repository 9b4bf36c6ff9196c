import type { HTTPRequest } from 'puppeteer'
import { afterAll, describe, expect, it } from 'vitest'
import { useBrowser } from '../support/browser'
import { openSitePage, runId, useSite, type SitePage } from './site'
import { Visitor, waitForJsCheck } from './visitor'

// A page served as a cache keeps it for a day: the site's test switch prints every visitor
// nonce as WordPress made it two ticks ago (scripts/wordpress/php/mu-plugin.php), so the real
// server refuses it. Each runtime's first nonce-guarded call meets that refusal and recovers
// with one refresh and one retry, counted on the requests the browser sent.
const site = useSite()
const browser = useBrowser()
const STALE = 'bramble_test_stale_nonces=1'

const measured: string[] = []
afterAll(async () => {
  if (measured.length) process.stderr.write(`[expired nonce] ${measured.join('; ')}\n`)
  await site.resetAntispam()
  await site.clearState()
})

/** A multipart or urlencoded field of a request body. */
function field(r: HTTPRequest, name: string): string | undefined {
  const body = r.postData() ?? ''
  const multipart = new RegExp(`name="${name}"\\r\\n\\r\\n([^\\r]*)\\r\\n`).exec(body)
  if (multipart) return multipart[1]
  if (!body.includes('=') || body.startsWith('--')) return undefined
  return new URLSearchParams(body).get(name) ?? undefined
}

const isRefresh = (r: HTTPRequest) => field(r, 'spbc_remote_call_action') === 'get_fresh_wpnonce'
const isAltSave = (r: HTTPRequest) =>
  r.url().includes('alt_sessions') || field(r, 'action') === 'apbct_alt_session__save__AJAX'
const nonceOf = (r: HTTPRequest) => r.headers()['x-wp-nonce'] ?? field(r, '_ajax_nonce')

/** A request's reply as the browser received it. */
async function reply(r: HTTPRequest): Promise<{ status: number; text: string }> {
  const res = r.response()
  if (!res) return { status: 0, text: '' }
  return { status: res.status(), text: await res.text().catch(() => '') }
}

/** Resolves once `ready()` holds, checking after each request the page finished. */
async function until(p: SitePage, ready: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 20_000
  while (!ready()) {
    if (Date.now() > deadline) throw new Error(`[bramble] Failed to see ${what} within 20 s.`)
    await p.page.waitForNetworkIdle({ idleTime: 100, timeout: 20_000 })
  }
}

describe('a really expired nonce on the real site', () => {
  it.each(['admin_ajax', 'rest'] as const)(
    'anti-spam, alternative cookies over %s: the first alt-sessions save is refused, one refresh, one retry, then every save is accepted',
    async (ajaxType) => {
      await site.setAntispam({ data__set_cookies: 2 }, { ajax_type: ajaxType })
      await site.clearState()
      // The site answers one refresh per 10 s for everyone: start outside that window.
      await site.setOption('cleantalk_remote_calls', null)
      await site.query('DELETE FROM {prefix}cleantalk_rate_limits')
      const p = await openSitePage(browser(), site, `${site.pages.post.url}&${STALE}`, 'bramble')
      try {
        const printed = await p.page.evaluate(() => {
          const f = (window as unknown as { ctPublicFunctions: Record<string, string> })
            .ctPublicFunctions
          return { ajax: f._ajax_nonce!, rest: f._rest_nonce! }
        })
        const stale = ajaxType === 'rest' ? printed.rest : printed.ajax
        // No input: the first save goes out at start-up.
        // The refresh, then a save accepted with the fresh nonce.
        await until(
          p,
          () =>
            p.requests.some(
              (r) => isAltSave(r) && nonceOf(r) !== stale && r.response()?.status() === 200,
            ),
          'a save with a fresh nonce accepted',
        )
        await p.page.waitForNetworkIdle({ idleTime: 800 })

        const saves = p.requests.filter(isAltSave)
        const refreshes = p.requests.filter(isRefresh)
        // The start-up batch (and, when the page sent it before the first refusal came back,
        // the batch after it) went out with the stale nonce; they share the one refresh.
        const refused = saves.filter((r) => nonceOf(r) === stale)
        expect(refreshes).toHaveLength(1)
        expect(refused.length).toBeGreaterThanOrEqual(1)
        expect(refused.length).toBeLessThanOrEqual(2)
        for (const r of refused) {
          const first = await reply(r)
          expect(first.status).toBe(403)
          expect(first.text).toMatch(ajaxType === 'rest' ? /rest_cookie_invalid_nonce/ : /^-1$/)
        }
        const fresh = (JSON.parse((await reply(refreshes[0]!)).text) as { wpnonce: string }).wpnonce
        expect(fresh).not.toBe(stale)
        // Each refused batch is retried once, after the refresh, with the fresh nonce.
        for (const r of refused) {
          const retries = saves.filter(
            (s) => s !== r && nonceOf(s) !== stale && field(s, 'cookies') === field(r, 'cookies'),
          )
          expect(retries).toHaveLength(1)
          expect(nonceOf(retries[0]!)).toBe(fresh)
          expect(p.requests.indexOf(retries[0]!)).toBeGreaterThan(p.requests.indexOf(refreshes[0]!))
        }
        // Every save but the refused ones uses the fresh nonce and is accepted.
        const others = saves.filter((r) => !refused.includes(r))
        expect(others.length).toBeGreaterThanOrEqual(refused.length)
        for (const save of others) {
          expect(nonceOf(save)).toBe(fresh)
          expect(await reply(save)).toEqual({ status: 200, text: '{"success":true}' })
        }
        measured.push(
          `${ajaxType}: ${refused.length} refused, ${refreshes.length} refresh, ${others.length} accepted`,
        )
        expect((await site.sessionsRows()).length).toBeGreaterThan(0)
        expect(p.errors).toEqual([])
      } finally {
        await p.close()
      }
    },
    90_000,
  )

  it('form builder: the first nf_ajax_submit meets the nonce error, one resubmit with the new nonce is stored; no refresh call', async () => {
    await site.resetAntispam()
    const form = site.pages.forms.contact!
    const ids = Object.fromEntries((await site.formFields(form.formId)).map((f) => [f.key, f.id]))
    const p = await openSitePage(browser(), site, `${form.url}&${STALE}`, 'bramble')
    try {
      await waitForJsCheck(p.page)
      const stale = await p.page.evaluate(
        () => (window as unknown as { nfFrontEnd: { ajaxNonce: string } }).nfFrontEnd.ajaxNonce,
      )
      const id = runId()
      const typed = { name: `Stale ${id}`, email: `stale-${id}@example.com`, message: 'A day old.' }
      const visitor = new Visitor(p.page)
      for (const [key, value] of Object.entries(typed))
        await visitor.fill(`#nf-field-${ids[key]}`, value)
      await visitor.click(`#nf-field-${ids.submit}`)
      await p.page.waitForFunction(
        (sel: string) => {
          const msg = document.querySelector<HTMLElement>(sel)
          return !!msg && msg.offsetHeight > 0 && /thanks/i.test(msg.textContent ?? '')
        },
        { timeout: 20_000 },
        `#nf-form-${form.formId}-cont .nf-response-msg`,
      )
      await p.page.waitForNetworkIdle({ idleTime: 500 })

      const submits = p.requests.filter((r) => field(r, 'action') === 'nf_ajax_submit')
      expect(submits).toHaveLength(2)
      expect([field(submits[0]!, 'security'), field(submits[0]!, 'nonce_ts')]).toEqual([stale, ''])
      const refusal = JSON.parse((await reply(submits[0]!)).text) as {
        errors: { nonce?: { new_nonce: string; nonce_ts: number } }
      }
      expect(refusal.errors.nonce).toBeDefined()
      const { new_nonce, nonce_ts } = refusal.errors.nonce!
      expect([field(submits[1]!, 'security'), field(submits[1]!, 'nonce_ts')]).toEqual([
        new_nonce,
        String(nonce_ts),
      ])
      expect((JSON.parse((await reply(submits[1]!)).text) as { errors: unknown }).errors).toEqual(
        [],
      )
      // The form builder's nonce comes in its own reply: it never asks for a refresh (the
      // anti-spam runtime on the same page refreshes its own nonces for its own calls).
      expect(submits.filter(isRefresh)).toHaveLength(0)
      const stored = (await site.submissions(form.formId)).at(-1)
      expect(stored?.values).toMatchObject(typed)
      expect(p.errors).toEqual([])
    } finally {
      await p.close()
    }
  }, 90_000)
})
