import { describe, expect, it, vi } from 'vitest'
import type { RecordedRequest } from '../../sim/server'
import { openFixture } from '../support/browser'
import { cookieMap, useBrowser } from './antispam-page'

const browser = useBrowser()

const altPayloads = (requests: RecordedRequest[]) =>
  requests
    .filter((r) => /alt_sessions$|admin-ajax\.php$/.test(r.path))
    .map((r) => r.body)
    .filter((b) => b.type === 'form' && b.fields.cookies !== undefined)
    .map(
      (b) =>
        JSON.parse((b as unknown as { fields: { cookies: string } }).fields.cookies) as unknown,
    )

describe('dist/antispam.js storage modes on a comment page', () => {
  it('mode none: signals in localStorage as the {value, timestamp} wrapper, no cookie', async () => {
    const p = await openFixture(browser(), 'comment-form', { knobs: { cookieMode: 'none' } })
    try {
      const entry = await p.page.evaluate(() => localStorage.getItem('ct_ps_timestamp'))
      const parsed = JSON.parse(entry ?? 'null') as { value: string; timestamp: number }
      expect(parsed.value).toBe(String(parsed.timestamp))
      const fkp = await p.page.evaluate(() => localStorage.getItem('ct_fkp_timestamp'))
      expect(JSON.parse(fkp!).value).toBe('"0"')
      expect(await cookieMap(p.page)).toEqual({})
      await p.page.waitForNetworkIdle({ idleTime: 300 })
      // Nothing of the consent list was written, so nothing went to alt-sessions.
      expect(altPayloads(p.site.context.requests)).toEqual([])
    } finally {
      await p.close()
    }
  })

  // The original never calls alt-sessions in mode none with the detector on and no detector
  // token: nothing of the consent list is written (the exist cookie waits for a token).
  it('mode none with the detector on: no alt-sessions call through start-up and typing', async () => {
    const p = await openFixture(browser(), 'comment-form', {
      knobs: { cookieMode: 'none', botDetector: true },
    })
    try {
      await p.page.mouse.move(30, 30)
      await p.page.mouse.move(90, 60, { steps: 4 })
      await p.page.focus('#comment')
      await p.page.waitForSelector('#commentform input[name="apbct_visible_fields"]')
      await p.page.keyboard.type('typed')
      await p.page.waitForNetworkIdle({ idleTime: 500 })
      expect(altPayloads(p.site.context.requests)).toEqual([])
    } finally {
      await p.close()
    }
  })

  it.each(['rest', 'admin_ajax'] as const)(
    'alternative mode (%s): with no input, one alt-sessions call with the start-up signals in the first second, never the pointer trail',
    async (ajaxType) => {
      // On virtual time: the batch delay, the moves 200 ms apart and the quiet after them
      // cost no wall time.
      const p = await openFixture(browser(), 'comment-form', {
        knobs: { cookieMode: 'alternative', ajaxType },
        virtualTime: true,
      })
      try {
        // No input at all (a bot's visit): the start-up values are saved in one batch at
        // start-up, as the original saves them at ready; within the first second every
        // request the page started has landed.
        const isAlt = (r: { path: string }) => /alt_sessions$|admin-ajax/.test(r.path)
        await p.advance(1000)
        expect(p.site.context.requests.filter(isAlt)).toHaveLength(1)
        const call = p.site.context.requests.find(isAlt)!
        if (ajaxType === 'rest') expect(call.headers['x-wp-nonce']).toBe(p.site.context.nonces.rest)
        else
          expect(call.body).toMatchObject({
            fields: {
              action: 'apbct_alt_session__save__AJAX',
              _ajax_nonce: p.site.context.nonces.ajax,
            },
          })
        const [first] = altPayloads(p.site.context.requests) as Record<string, unknown>[]
        expect(first).toMatchObject({
          apbct_headless: true,
          ct_checkjs: 1234567890,
        })
        // The email checks are off on this site: the original writes no ct_checked_emails.
        expect(first).not.toHaveProperty('ct_checked_emails')
        expect(typeof first!.ct_ps_timestamp).toBe('number')
        expect(first).not.toHaveProperty('ct_pointer_data')
        for (let i = 0; i < 5; i++) {
          await p.page.mouse.move(50 + i * 20, 80)
          await p.advance(200)
        }
        await p.advance(1500)
        for (const payload of altPayloads(p.site.context.requests))
          expect(payload).not.toHaveProperty('ct_pointer_data')
        expect(await cookieMap(p.page)).toEqual({})
      } finally {
        await p.close()
      }
    },
  )

  it('native mode with the Jetpack comments iframe: cookies also go to alt-sessions, forced', async () => {
    const p = await openFixture(browser(), 'comment-form', {
      knobs: { cookieMode: 'native', jetpackComments: true },
    })
    try {
      // The forced alt-sessions call goes through the lazily loaded transport: wait for it
      // before waiting for quiet, or quiet may come first.
      await vi.waitFor(
        () => expect(altPayloads(p.site.context.requests).length).toBeGreaterThan(0),
        {
          timeout: 10_000,
        },
      )
      await p.page.waitForNetworkIdle({ idleTime: 300 })
      const payloads = altPayloads(p.site.context.requests) as Record<string, unknown>[]
      expect(payloads[0]).toMatchObject({ apbct_force_alt_cookies: true, ct_fkp_timestamp: '0' })
      expect((await cookieMap(p.page)).ct_fkp_timestamp).toBe('0')
      expect(
        await p.page.evaluate(
          () =>
            (window as unknown as { ctPublic: Record<string, unknown> }).ctPublic.force_alt_cookies,
        ),
      ).toBe(true)
    } finally {
      await p.close()
    }
  })

  it('native mode deletes stale apbct_visible_fields_* cookies at start-up', async () => {
    const p = await openFixture(browser(), 'comment-form', {
      knobs: { cookieMode: 'native' },
      async beforeLoad(page) {
        await page.setCookie({
          name: 'apbct_visible_fields_0',
          value: 'stale',
          url: 'http://127.0.0.1/',
        })
      },
    })
    try {
      await p.page.waitForSelector('#apbct_visible_fields_0')
      expect(Object.keys(await cookieMap(p.page))).not.toContain('apbct_visible_fields_0')
    } finally {
      await p.close()
    }
  })

  it('with data__key_is_ok false writes what the original writes and gathers no behaviour', async () => {
    // The original (public-2-gathering-data.js) gates only its pointer, first-key and scroll
    // listeners and force protection on the key: the server still needs the JS check and the
    // start-up values to accept a post, so a site whose key lapsed keeps its comments.
    const p = await openFixture(browser(), 'comment-form', {
      knobs: { keyIsOk: false, cookieMode: 'native', botDetector: false },
    })
    try {
      await p.page.waitForFunction(() => document.cookie.includes('ct_checkjs='))
      await p.page.mouse.move(10, 10)
      await p.page.mouse.move(200, 120, { steps: 8 })
      await p.page.click('#comment')
      await p.page.keyboard.type('hello')
      await p.page.mouse.wheel({ deltaY: 300 })
      // No pointer timer runs: the pointer trail reads as not gathered.
      const states = await p.page.evaluate(() => {
        const read = (
          window as unknown as {
            __brambleAntispam: { signals(): Record<string, { state: string }> }
          }
        ).__brambleAntispam.signals()
        return [read.pointerTrail.state, read.firstKeyPress.state, read.typing.state]
      })
      expect(states).toEqual(['error', 'error', 'ok'])
      const cookies = await cookieMap(p.page)
      expect(cookies.ct_checkjs).toBeTruthy()
      expect(Number(cookies.ct_ps_timestamp)).toBeGreaterThan(1_600_000_000)
      expect(cookies.apbct_headless).toBe('true')
      expect(cookies.ct_fkp_timestamp).toBe('0')
      expect(cookies.ct_pointer_data).toBe('0')
      expect(cookies.ct_mouse_moved).toBeUndefined()
      expect(cookies.ct_has_scrolled).toBeUndefined()
      // Focus and key-up are not gated by the key in the original.
      expect(cookies.ct_has_key_up).toBe('true')
    } finally {
      await p.close()
    }
  })
})
