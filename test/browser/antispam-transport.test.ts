import { describe, expect, it } from 'vitest'
import type { RecordedRequest } from '../../sim/server'
import { openFixture } from '../support/browser'
import { useBrowser } from './antispam-page'

const browser = useBrowser()

const own = (requests: RecordedRequest[]) =>
  requests.filter((r) => r.method === 'POST').map((r) => r.path)

describe('dist/antispam.js transport in a real page', () => {
  it.each(['rest', 'admin_ajax'] as const)(
    '%s: an expired nonce → one get_fresh_wpnonce to blog_home, one replay with the fresh nonce',
    async (ajaxType) => {
      const route =
        ajaxType === 'rest'
          ? { route: 'alt_sessions' }
          : { action: 'apbct_alt_session__save__AJAX' }
      const p = await openFixture(browser(), 'comment-form', {
        knobs: { cookieMode: 'alternative', ajaxType },
        policy: { faults: [{ kind: 'nonce-expired', match: route }] },
      })
      try {
        // No input: the first save goes out at start-up.
        // Alternative-mode writes are batched: wait until the call, refresh and replay arrive.
        await p.page.waitForFunction(
          () =>
            performance.getEntriesByType('resource').filter((e) => !e.name.includes('/dist/'))
              .length >= 3,
          { timeout: 15_000 },
        )
        await p.page.waitForNetworkIdle({ idleTime: 500 })
        const reqs = p.site.context.requests.filter((r) => r.method === 'POST')
        const endpoint =
          ajaxType === 'rest'
            ? '/wp-json/cleantalk-antispam/v1/alt_sessions'
            : '/wp-admin/admin-ajax.php'
        // Later batched writes may follow on a slow machine; they must all use the fresh
        // nonce and never trigger a second refresh.
        expect(own(reqs).slice(0, 3)).toEqual([endpoint, '/', endpoint])
        expect(own(reqs).filter((path) => path === '/')).toHaveLength(1)
        const printed = ajaxType === 'rest' ? 'f6a7b8c9d0' : 'a1b2c3d4e5'
        expect(reqs[1]!.body).toMatchObject({
          fields: {
            spbc_remote_call_action: 'get_fresh_wpnonce',
            plugin_name: 'antispam',
            nonce_prev: printed,
          },
        })
        const fresh = ajaxType === 'rest' ? p.site.context.nonces.rest : p.site.context.nonces.ajax
        expect(fresh).not.toBe(printed)
        const sent =
          ajaxType === 'rest'
            ? reqs[2]!.headers['x-wp-nonce']
            : (reqs[2]!.body as { fields: Record<string, string> }).fields._ajax_nonce
        expect(sent).toBe(fresh)
        for (const later of reqs.slice(3))
          expect(
            ajaxType === 'rest'
              ? later.headers['x-wp-nonce']
              : (later.body as { fields: Record<string, string> }).fields._ajax_nonce,
          ).toBe(fresh)
        expect(
          await p.page.evaluate(
            () =>
              (window as unknown as { ctPublicFunctions: { _fresh_nonce?: string } })
                .ctPublicFunctions._fresh_nonce,
          ),
        ).toBe(fresh)
        expect(p.errors).toEqual([])
        expect(p.console.filter((l) => l.includes('[bramble]'))).toEqual([])
      } finally {
        await p.close()
      }
    },
  )

  it('a refused refresh (rate limit) is quiet: one warning, no replay, no loop, no page error', async () => {
    const p = await openFixture(browser(), 'comment-form', {
      knobs: { cookieMode: 'alternative', ajaxType: 'rest' },
      policy: {
        freshNonce: 'rate-limit',
        faults: [{ kind: 'nonce-expired', match: { route: 'alt_sessions' }, times: 'always' }],
      },
    })
    try {
      // No input: the first save goes out at start-up. Alternative-mode writes are batched: wait until the call and the refused refresh
      // arrive, then for quiet, so a replay or a loop would have shown.
      await p.page.waitForFunction(
        () =>
          performance.getEntriesByType('resource').filter((e) => !e.name.includes('/dist/'))
            .length >= 2,
        { timeout: 15_000 },
      )
      await p.page.waitForNetworkIdle({ idleTime: 500 })
      expect(own(p.site.context.requests)).toEqual([
        '/wp-json/cleantalk-antispam/v1/alt_sessions',
        '/',
      ])
      expect(p.errors).toEqual([])
      const ours = p.console.filter((l) => l.includes('[bramble]'))
      expect(ours.some((l) => l.startsWith('warn') && l.includes('RATE_LIMIT_EXCEEDED'))).toBe(true)
      expect(
        ours.some((l) => l.startsWith('error') && l.includes('Unexpected response code:403')),
      ).toBe(true)
    } finally {
      await p.close()
    }
  })
})
