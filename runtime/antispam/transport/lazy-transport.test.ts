import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { antispamSite } from '../../test-support/antispam-site'
import type { LazyParts } from '../lazy/lazy-parts'
import { createTransport } from './create-transport'
import { createLazyTransport } from './lazy-transport'

const site = antispamSite()
beforeAll(() => site.server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => site.reset())
afterEach(() => vi.restoreAllMocks())
afterAll(() => site.server.close())

const altCall = {
  action: 'apbct_alt_session__save__AJAX',
  route: 'alt_sessions',
  fields: { cookies: '{"ct_ps_timestamp":1719999999}' },
}

describe('createLazyTransport', () => {
  it.each(['rest', 'admin_ajax'] as const)(
    '%s: nothing is fetched until the first call; calls share one chunk load',
    async (ajaxType) => {
      site.reset({ ajaxType })
      const load = vi.fn(() => Promise.resolve({ createTransport } as unknown as LazyParts))
      const t = createLazyTransport(site.config(), {}, load)
      expect(load).not.toHaveBeenCalled()
      const replies = await Promise.all([t.call(altCall), t.call(altCall)])
      expect(replies).toMatchObject([{ ok: true }, { ok: true }])
      expect(load).toHaveBeenCalledOnce()
      expect(site.calls().map((c) => c.path)).toEqual(
        Array(2).fill(
          ajaxType === 'rest'
            ? '/wp-json/cleantalk-antispam/v1/alt_sessions'
            : '/wp-admin/admin-ajax.php',
        ),
      )
    },
  )

  it('a save the server refuses (stale nonce) costs one refresh and one replay', async () => {
    site.reset({ ajaxType: 'rest' })
    const config = site.config()
    site.ctx.nonces.rest = 'aaaaaaaaaa'
    const load = vi.fn(() => Promise.resolve({ createTransport } as unknown as LazyParts))
    const t = createLazyTransport(config, {}, load)
    expect(await t.call(altCall)).toMatchObject({ ok: true, data: { success: true } })
    const paths = site.calls().map((c) => (c.path.endsWith('/alt_sessions') ? 'save' : c.path))
    expect(paths).toEqual(['save', '/', 'save'])
    expect(t.nonceFor('rest')).toBe('aaaaaaaaaa')
  })

  it('a chunk that fails to load is an error result, logged, never a throw', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const t = createLazyTransport(site.config(), {}, () => Promise.reject(new Error('offline')))
    expect(await t.call(altCall)).toEqual({
      ok: false,
      error: 'Unexpected error. Status: not loaded.',
    })
    expect(error).toHaveBeenCalledWith(
      '[bramble] Failed to load the anti-spam transport:',
      expect.any(Error),
    )
  })
})
