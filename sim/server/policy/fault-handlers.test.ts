import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { siteKnobsSchema } from '../../site/knobs'
import { sitePolicySchema, type SitePolicyInput } from '../../site/server-policy-schema'
import { createHandlers } from '../handlers'
import { createSiteContext, type SiteContext } from '../site-context'
import { virtualSiteClock } from './site-clock'

const origin = 'http://wp.test'
const REST = `${origin}/wp-json/cleantalk-antispam/v1/alt_sessions`
const AJAX = `${origin}/wp-admin/admin-ajax.php`
let ctx: SiteContext
const server = setupServer()

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }))
afterAll(() => server.close())

function site(policy: SitePolicyInput): SiteContext {
  ctx = createSiteContext(
    siteKnobsSchema.parse({}),
    sitePolicySchema.parse(policy),
    virtualSiteClock(),
  )
  server.resetHandlers(...createHandlers(ctx))
  return ctx
}

function rest(nonce = ctx.nonces.rest) {
  const body = new FormData()
  body.append('cookies', '{}')
  return fetch(REST, { method: 'POST', body, headers: { 'X-WP-Nonce': nonce } })
}

function ajax(fields: Record<string, string>) {
  const body = new FormData()
  for (const [k, v] of Object.entries(fields)) body.append(k, v)
  return fetch(AJAX, { method: 'POST', body })
}

describe('server policy faults', () => {
  it('expires the REST nonce once at the second matching request, then recovers', async () => {
    site({ faults: [{ kind: 'nonce-expired', match: { route: 'alt_sessions' }, from: 2 }] })
    const first = ctx.nonces.rest
    expect((await rest()).status).toBe(200)
    const expired = await rest()
    expect(expired.status).toBe(403)
    expect(await expired.json()).toMatchObject({ code: 'rest_cookie_invalid_nonce' })
    // The old nonce stays stale; the rotated one works.
    expect((await rest(first)).status).toBe(403)
    expect(await (await rest()).json()).toEqual({ success: true })
    expect(ctx.requests.map((r) => r.fault)).toEqual([
      undefined,
      'nonce-expired',
      undefined,
      undefined,
    ])
  })

  it('answers admin-ajax with 403 -1 and the form builder with errors.nonce, permanently', async () => {
    site({ faults: [{ kind: 'nonce-expired', match: { path: 'admin-ajax' }, times: 'always' }] })
    const a = await ajax({ action: 'apbct_alt_session__save__AJAX', _ajax_nonce: ctx.nonces.ajax })
    expect([a.status, await a.text()]).toEqual([403, '-1'])
    const f = await ajax({ action: 'nf_ajax_submit', security: ctx.nonces.forms })
    const json = (await f.json()) as { errors: { nonce: { new_nonce: string } } }
    expect(json.errors.nonce.new_nonce).toBe(ctx.nonces.forms)
    const again = await ajax({ action: 'nf_ajax_submit', security: ctx.nonces.forms })
    expect(await again.json()).toMatchObject({ errors: { nonce: {} } })
  })

  it('blocks with both reply shapes', async () => {
    site({
      faults: [
        { kind: 'block', match: { route: 'alt_sessions' }, comment: 'No.', stopScript: 1 },
        { kind: 'block', match: { action: 'x' }, shape: 'data', integration: 'NEXForms' },
      ],
    })
    expect(await (await rest()).json()).toEqual({
      apbct: { blocked: true, comment: 'No.', stop_script: 1 },
    })
    expect(await (await ajax({ action: 'x' })).json()).toEqual({
      data: {
        message: '*** Forbidden. Sender blacklisted. Anti-Spam by CleanTalk. ***',
        stop_script: 0,
        integration: 'NEXForms',
      },
    })
  })

  it('serves 500, malformed JSON and dropped connections', async () => {
    site({
      faults: [
        { kind: 'http-500', match: { route: 'alt_sessions' } },
        { kind: 'malformed-json', match: { route: 'alt_sessions' }, from: 2 },
        { kind: 'drop', match: { route: 'alt_sessions' }, from: 3 },
      ],
    })
    expect((await rest()).status).toBe(500)
    await expect((await rest()).json()).rejects.toThrow(SyntaxError)
    await expect(rest()).rejects.toThrow(TypeError)
    expect((await rest()).status).toBe(200)
  })

  it('delays a slow reply on the site clock, not the wall clock', async () => {
    site({ faults: [{ kind: 'slow', match: { route: 'alt_sessions' }, delayMs: 5000 }] })
    let done = false
    const reply = rest().then((r) => ((done = true), r))
    // The request reaches the handler a few turns later (its body is read first).
    await vi.waitFor(() => expect(ctx.clock.nextDue()).toBe(5000))
    ctx.clock.advanceTo(4999)
    await new Promise((r) => setTimeout(r, 20))
    expect(done).toBe(false)
    ctx.clock.advanceTo(5000)
    expect((await reply).status).toBe(200)
  })
})
