import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { antispamSite } from '../../test-support/antispam-site'
import { createTransport } from './create-transport'
import { createLazyTransport, type TransportLazyParts } from './lazy-transport'

const site = antispamSite()
beforeAll(() => site.server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => site.reset())
afterEach(() => vi.restoreAllMocks())
afterAll(() => site.server.close())

const altCall = {
  action: 'apbct_alt_session__save__AJAX',
  route: 'alt_sessions',
  fields: { cookies: '{"ct_ps_timestamp":1719999999}' },
  light: true,
}

/** A lazy transport whose chunk load is counted (the chunk is the real transport). */
function lazyTransport() {
  const config = site.config()
  const load = vi.fn(() => Promise.resolve({ createTransport } as unknown as TransportLazyParts))
  return { t: createLazyTransport(config, {}, load), load }
}

describe('createLazyTransport: the start-up alt-sessions save (issue 19)', () => {
  it.each(['rest', 'admin_ajax'] as const)(
    '%s: a light call answered {"success":true} is sent once without loading the chunk',
    async (ajaxType) => {
      site.reset({ ajaxType })
      const { t, load } = lazyTransport()
      expect(await t.call(altCall)).toMatchObject({ ok: true, data: { success: true } })
      expect(load).not.toHaveBeenCalled()
      expect(site.calls()).toHaveLength(1)
      expect(site.calls()[0]!.path).toMatch(
        ajaxType === 'rest' ? /\/alt_sessions$/ : /admin-ajax\.php$/,
      )
    },
  )

  it('a light call the server refuses (stale nonce) costs one refresh and one replay, as any call', async () => {
    site.reset({ ajaxType: 'rest' })
    const config = site.config()
    site.ctx.nonces.rest = 'aaaaaaaaaa'
    const load = vi.fn(() => Promise.resolve({ createTransport } as unknown as TransportLazyParts))
    const t = createLazyTransport(config, {}, load)
    expect(await t.call(altCall)).toMatchObject({ ok: true, data: { success: true } })
    expect(load).toHaveBeenCalledOnce()
    // The light attempt is the call's first attempt: then the refresh and one replay, never a
    // second send with the refused nonce (the real server counts each refused save).
    const paths = site.calls().map((c) => (c.path.endsWith('/alt_sessions') ? 'save' : c.path))
    expect(paths).toEqual(['save', '/', 'save'])
  })

  it('a call that is not light loads the chunk', async () => {
    const { t, load } = lazyTransport()
    await t.call({ ...altCall, light: undefined })
    expect(load).toHaveBeenCalledOnce()
  })
})
