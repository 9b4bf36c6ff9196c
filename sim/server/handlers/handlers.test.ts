import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { siteKnobsSchema } from '../../site/knobs'
import { sitePolicySchema } from '../../site/server-policy-schema'
import { createSiteContext } from '../site-context'
import { createHandlers } from './index'

const ctx = createSiteContext(siteKnobsSchema.parse({}), sitePolicySchema.parse({}))
const server = setupServer(...createHandlers(ctx))
const origin = 'http://wp.test'

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())

function altSession(
  fields: Record<string, string>,
  headers: Record<string, string> = {},
  url = `${origin}/wp-json/cleantalk-antispam/v1/alt_sessions`,
) {
  const body = new FormData()
  for (const [k, v] of Object.entries(fields)) body.append(k, v)
  return fetch(url, { method: 'POST', body, headers })
}

describe('alt-sessions endpoint', () => {
  it('saves cookies over REST with the right nonce and records the parsed body', async () => {
    const res = await altSession(
      { cookies: '{"ct_ps_timestamp":1719999999}' },
      { 'X-WP-Nonce': ctx.nonces.rest },
    )
    expect(await res.json()).toEqual({ success: true })
    const last = ctx.requests.at(-1)!
    expect(last.path).toBe('/wp-json/cleantalk-antispam/v1/alt_sessions')
    expect(last.body).toEqual({
      type: 'form',
      fields: { cookies: '{"ct_ps_timestamp":1719999999}' },
      files: [],
    })
  })

  it('answers a stale REST nonce as WordPress does', async () => {
    const res = await altSession({ cookies: '{}' }, { 'X-WP-Nonce': 'stale00000' })
    expect(res.status).toBe(403)
    expect(await res.json()).toMatchObject({ code: 'rest_cookie_invalid_nonce' })
  })

  it('answers a wrong admin-ajax nonce with 403 and the text -1', async () => {
    const res = await altSession(
      { action: 'apbct_alt_session__save__AJAX', _ajax_nonce: 'nope', cookies: '{}' },
      {},
      `${origin}/wp-admin/admin-ajax.php`,
    )
    expect(res.status).toBe(403)
    expect(await res.text()).toBe('-1')
  })

  it("reports a missing cookies field as the real server: REST's missing parameter, admin-ajax the plugin's message", async () => {
    const res = await altSession({}, { 'X-WP-Nonce': ctx.nonces.rest })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({
      code: 'rest_missing_callback_param',
      data: { status: 400, params: ['cookies'] },
    })
    const viaAjax = await altSession(
      { action: 'apbct_alt_session__save__AJAX', _ajax_nonce: ctx.nonces.ajax },
      {},
      `${origin}/wp-admin/admin-ajax.php`,
    )
    expect(await viaAjax.json()).toEqual({
      success: false,
      error: 'AltSessions: No cookies data provided.',
    })
  })
})
