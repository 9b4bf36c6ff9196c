import { delay, http, HttpResponse } from 'msw'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { antispamSite } from '../../test-support/antispam-site'
import { CALL_TIMEOUT_MS, createTransport } from './create-transport'

const site = antispamSite()
beforeAll(() => site.server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => site.reset())
afterEach(() => vi.restoreAllMocks())
afterAll(() => site.server.close())

const alt = { action: 'apbct_alt_session__save__AJAX', route: 'alt_sessions' }
const altCall = { ...alt, fields: { cookies: '{"ct_ps_timestamp":1719999999}' } }
const form = (i: number) => site.calls()[i]!.body as { fields: Record<string, string> }
const quiet = () => vi.spyOn(console, 'error').mockImplementation(() => undefined)

describe('createTransport: the two transports', () => {
  it('REST: POSTs multipart FormData to the namespace route with X-WP-Nonce', async () => {
    site.reset({ ajaxType: 'rest' })
    const t = createTransport(site.config())
    expect(await t.call(altCall)).toEqual({ ok: true, data: { success: true }, status: 200 })
    const [req] = site.calls()
    expect(req!.path).toBe('/wp-json/cleantalk-antispam/v1/alt_sessions')
    // happy-dom keeps header-name case; the browser tests see them lowercased.
    const headers = new Headers(req!.headers)
    expect(headers.get('x-wp-nonce')).toBe(site.ctx.nonces.rest)
    expect(headers.get('content-type')).toMatch(/^multipart\/form-data/)
    expect(headers.has('x-robots-tag')).toBe(false)
    expect(form(0).fields).toEqual(altCall.fields)
  })

  it('admin-ajax: adds action, _ajax_nonce and a random no_cache to the body', async () => {
    site.reset({ ajaxType: 'admin_ajax' })
    const t = createTransport(site.config(), { random: () => 0.25 })
    const r = await t.call(altCall)
    expect(r.ok).toBe(true)
    expect(site.calls()[0]!.path).toBe('/wp-admin/admin-ajax.php')
    expect(form(0).fields).toEqual({
      ...altCall.fields,
      action: alt.action,
      _ajax_nonce: site.ctx.nonces.ajax,
      no_cache: '0.25',
    })
  })

  it('a per-call transport overrides data__ajax_type for that call only', async () => {
    site.reset({ ajaxType: 'admin_ajax' })
    const t = createTransport(site.config())
    await t.call({ ...altCall, transport: 'rest' })
    await t.call(altCall)
    expect(site.calls().map((r) => r.path)).toEqual([
      '/wp-json/cleantalk-antispam/v1/alt_sessions',
      '/wp-admin/admin-ajax.php',
    ])
  })

  it('GET and HEAD carry the fields as URL parameters', async () => {
    site.reset({ ajaxType: 'admin_ajax' })
    let seen = ''
    site.server.use(
      http.get('*/wp-admin/admin-ajax.php', ({ request }) => {
        seen = request.url
        return HttpResponse.json({ ok: 1 })
      }),
    )
    const t = createTransport(site.config(), { random: () => 0.5 })
    const r = await t.call({ action: 'x_get', route: 'x', method: 'GET', fields: { a: 'b c' } })
    expect(r).toMatchObject({ ok: true, data: { ok: 1 } })
    const url = new URL(seen)
    expect(Object.fromEntries(url.searchParams)).toEqual({
      a: 'b c',
      action: 'x_get',
      _ajax_nonce: site.ctx.nonces.ajax,
      no_cache: '0.5',
    })
  })

  it('_fresh_nonce from the page overrides both nonces', async () => {
    site.reset({ ajaxType: 'rest' })
    const t = createTransport(site.config({ freshNonce: '0123456789' }))
    expect(t.nonceFor('rest')).toBe('0123456789')
    expect(t.nonceFor('admin_ajax')).toBe('0123456789')
  })
})

describe('createTransport: nonce failures', () => {
  // The site rotates its nonces, as when the printed ones expired in a cached page.
  const expire = () => {
    site.ctx.nonces.rest = 'aaaaaaaaaa'
    site.ctx.nonces.ajax = 'bbbbbbbbbb'
  }

  it.each(['rest', 'admin_ajax'] as const)(
    '%s: one get_fresh_wpnonce POST to blog_home, then one replay that succeeds',
    async (ajaxType) => {
      site.reset({ ajaxType })
      const config = site.config()
      expire()
      const published: string[] = []
      const t = createTransport(config, { publish: (n) => published.push(n) })
      expect(await t.call(altCall)).toMatchObject({ ok: true, data: { success: true } })
      const calls = site.calls()
      expect(calls).toHaveLength(3)
      expect(calls[1]!.url).toBe(config.blogHome)
      const prev = ajaxType === 'rest' ? config.restNonce : config.ajaxNonce
      expect(form(1).fields).toMatchObject({
        spbc_remote_call_action: 'get_fresh_wpnonce',
        plugin_name: 'antispam',
        nonce_prev: prev,
      })
      expect(JSON.parse(form(1).fields.initial_request_params!)).toMatchObject(altCall.fields)
      const fresh = ajaxType === 'rest' ? 'aaaaaaaaaa' : 'bbbbbbbbbb'
      expect(published).toEqual([fresh])
      expect(t.nonceFor(ajaxType)).toBe(fresh)
    },
  )

  it('REST rest_forbidden (401) on a nonce-guarded route is a nonce failure too', async () => {
    site.reset({ ajaxType: 'rest' })
    site.server.use(
      http.post('*/cleantalk-antispam/v1/apbct_rest_check', ({ request }) =>
        request.headers.get('x-wp-nonce') === 'aaaaaaaaaa'
          ? HttpResponse.json({ success: true })
          : HttpResponse.json(
              { code: 'rest_forbidden', message: 'Sorry', data: { status: 401 } },
              { status: 401 },
            ),
      ),
    )
    const config = site.config()
    expire()
    const t = createTransport(config)
    const r = await t.call({ action: 'apbct_rest_check', route: 'apbct_rest_check' })
    expect(r).toMatchObject({ ok: true, data: { success: true } })
  })

  it('a replay that fails again ends with an error: no second refresh, no loop', async () => {
    const error = quiet()
    site.reset({ ajaxType: 'rest' }, { freshNonce: 'stale' })
    const config = site.config()
    expire()
    const t = createTransport(config)
    const seen: unknown[] = []
    t.onReply((reply) => seen.push(reply))
    expect(await t.call(altCall)).toEqual({
      ok: false,
      error: 'Unexpected response code:403',
      status: 403,
    })
    expect(site.calls().map((r) => r.path)).toEqual([
      '/wp-json/cleantalk-antispam/v1/alt_sessions',
      '/',
      '/wp-json/cleantalk-antispam/v1/alt_sessions',
    ])
    expect(error).toHaveBeenCalledTimes(1)
    expect(seen).toHaveLength(1)
  })

  it.each([
    ['rate-limit', 'RATE_LIMIT_EXCEEDED'],
    ['too-many-attempts', 'TOO_MANY_ATTEMPTS'],
    ['forbidden', 'FORBIDDEN'],
    ['wrong-token', 'WRONG_TOKEN'],
  ] as const)('a FAIL refusal (%s) is handled quietly: no replay, no throw', async (p, code) => {
    quiet()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    site.reset({ ajaxType: 'admin_ajax' }, { freshNonce: p })
    const config = site.config()
    expire()
    const r = await createTransport(config).call(altCall)
    expect(r).toEqual({ ok: false, error: 'Unexpected response code:403', status: 403 })
    expect(site.calls()).toHaveLength(2)
    expect(warn.mock.calls[0]![0]).toContain(code)
  })

  it('a call sent without a nonce never asks for a fresh one', async () => {
    quiet()
    site.reset({ ajaxType: 'admin_ajax' })
    const r = await createTransport(site.config()).call({ ...altCall, nonce: false })
    expect(r).toMatchObject({ ok: false, status: 403 })
    expect(site.calls()).toHaveLength(1)
    expect(form(0).fields).not.toHaveProperty('_ajax_nonce')
  })

  it('concurrent nonce failures share one refresh', async () => {
    site.reset({ ajaxType: 'rest' })
    const config = site.config()
    expire()
    const t = createTransport(config)
    const results = await Promise.all([t.call(altCall), t.call(altCall), t.call(altCall)])
    expect(results.every((r) => r.ok)).toBe(true)
    expect(site.calls().filter((r) => r.path === '/')).toHaveLength(1)
  })
})

describe('createTransport: the error catalogue (console only, never the success path)', () => {
  const reply = (res: () => Response | Promise<Response>) =>
    site.server.use(http.post('*/cleantalk-antispam/v1/alt_sessions', res))

  it.each([
    ['Internal server error.', () => new HttpResponse('oops', { status: 500 })],
    ['Unexpected response code:404', () => new HttpResponse('nope', { status: 404 })],
    [
      'Unexpected response from server. See console for details.',
      () => new HttpResponse('<html>not json'),
    ],
    ['EMPTY_DATA', () => new HttpResponse('{"error":"EMPTY_DATA"}')],
    [
      'AltSessions: No cookies data provided.',
      () => HttpResponse.json({ success: false, error: 'AltSessions: No cookies data provided.' }),
    ],
    [
      'cloud down',
      () => HttpResponse.json({ allow: 1, success: false, error: { comment: 'cloud down' } }),
    ],
  ])('%s', async (message, res) => {
    const error = quiet()
    site.reset({ ajaxType: 'rest' })
    reply(res)
    const r = await createTransport(site.config()).call(altCall)
    expect(r).toMatchObject({ ok: false, error: message })
    expect(error).toHaveBeenCalledTimes(1)
    expect(error.mock.calls[0]![0]).toContain(message)
  })

  it('a network failure is "Unexpected error. Status: …"', async () => {
    const error = quiet()
    site.reset({ ajaxType: 'rest' })
    reply(() => HttpResponse.error())
    const r = await createTransport(site.config()).call(altCall)
    expect(r.ok).toBe(false)
    expect(!r.ok && r.error).toMatch(/^Unexpected error\. Status: /)
    expect(error.mock.calls[0]![0]).toContain('Unexpected error. Status:')
  })

  it('gives up after 15000 ms with "Server response timeout"', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      const error = quiet()
      site.reset({ ajaxType: 'rest' })
      reply(async () => {
        await delay('infinite')
        return HttpResponse.json({})
      })
      const pending = createTransport(site.config()).call(altCall)
      await vi.advanceTimersByTimeAsync(CALL_TIMEOUT_MS - 1)
      expect(error).not.toHaveBeenCalled()
      await vi.advanceTimersByTimeAsync(1)
      expect(await pending).toEqual({ ok: false, error: 'Server response timeout' })
      expect(error.mock.calls[0]![0]).toContain('Server response timeout')
    } finally {
      vi.useRealTimers()
    }
  })

  it('text replies stay text; onReply sees every parsed reply, listener errors are contained', async () => {
    site.reset({ ajaxType: 'admin_ajax' })
    const t = createTransport(site.config())
    const seen: unknown[] = []
    t.onReply(() => {
      throw new Error('listener bug')
    })
    const off = t.onReply((reply, spec) => seen.push([reply, spec.route]))
    expect(await t.call({ ...altCall, expect: 'text' })).toEqual({
      ok: true,
      data: '{"success":true}',
      status: 200,
    })
    off()
    await t.call(altCall)
    expect(seen).toEqual([[{ success: true }, 'alt_sessions']])
  })
})
