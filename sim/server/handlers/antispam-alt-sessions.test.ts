import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { siteKnobsSchema } from '../../site/knobs'
import { sitePolicySchema } from '../../site/server-policy-schema'
import { createSiteContext } from '../site-context'
import { readAltSessionsSave } from './alt-sessions-parse'
import { altSessionValues } from './antispam-alt-sessions'
import { createHandlers } from './index'

const ctx = createSiteContext(siteKnobsSchema.parse({}), sitePolicySchema.parse({}))
const server = setupServer(...createHandlers(ctx))
const origin = 'http://wp.test'
const NULL_ERROR = {
  success: false,
  error: 'AltSessions: Internal JSON error: $cookies_array is null.',
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())

async function save(cookies: string, transport: 'rest' | 'admin_ajax') {
  const body = new FormData()
  body.append('cookies', cookies)
  if (transport === 'admin_ajax') {
    body.append('action', 'apbct_alt_session__save__AJAX')
    body.append('_ajax_nonce', ctx.nonces.ajax)
    const res = await fetch(`${origin}/wp-admin/admin-ajax.php`, { method: 'POST', body })
    return JSON.parse(await res.text()) as unknown
  }
  const res = await fetch(`${origin}/wp-json/cleantalk-antispam/v1/alt_sessions`, {
    method: 'POST',
    body,
    headers: { 'X-WP-Nonce': ctx.nonces.rest },
  })
  return (await res.json()) as unknown
}

// Sent by the runtime before the fix, and refused by a real WordPress with the plugin 6.85:
// the server deletes every backslash first, so the JSON text inside a string ends the string.
const REFUSED = JSON.stringify({
  ct_checkjs: '187947240',
  ct_screen_info: JSON.stringify({ fullWidth: 800, fullHeight: 2863 }),
})

// The original bundle's first full save in alternative mode (detector off), as captured on
// the real site; the session row the server stored from it is in the expectation below.
const ORIGINAL = JSON.stringify({
  ct_checked_emails: '0',
  ct_checked_emails_exist: '0',
  ct_checkjs: 187947240,
  ct_fkp_timestamp: '0',
  ct_pointer_data: '0',
  ct_ps_timestamp: 1795697683,
  ct_screen_info: { fullWidth: 800, fullHeight: 2863, visibleWidth: 800, visibleHeight: 600 },
  ct_timezone: 0,
  ct_mouse_moved: true,
  ct_has_scrolled: true,
  ct_cookies_type: 'alternative',
  apbct_pixel_url: 'https://moderate-v4.cleantalk.org/pixel/bd2dbb474549c96d9119b1c6f52ba168.gif',
  apbct_headless: true,
  apbct_page_hits: 2,
  apbct_prev_referer: 'http://127.0.0.1:18480/?p=4',
  apbct_site_referer: false,
  apbct_visible_fields: '0',
})

describe('alt-sessions mock reads a save as the 6.85 server does', () => {
  it.each(['rest', 'admin_ajax'] as const)(
    'refuses a whole batch with a JSON text inside a string (%s), storing nothing of it',
    async (transport) => {
      const before = altSessionValues(ctx)
      expect(await save(REFUSED, transport)).toEqual(NULL_ERROR)
      expect(altSessionValues(ctx)).toEqual(before)
    },
  )

  it("stores from the original's save exactly what the real server's session row held", async () => {
    expect(await save(ORIGINAL, 'admin_ajax')).toEqual({ success: true })
    expect(altSessionValues(ctx)).toMatchObject({
      ct_checkjs: '187947240',
      ct_mouse_moved: true,
      ct_has_scrolled: true,
      apbct_pixel_url:
        'https://moderate-v4.cleantalk.org/pixel/bd2dbb474549c96d9119b1c6f52ba168.gif',
      apbct_headless: true,
      ct_checked_emails: '0',
      ct_checked_emails_exist: '0',
      ct_fkp_timestamp: 0,
      ct_ps_timestamp: 1795697683,
      ct_timezone: 0,
      apbct_visible_fields: '0',
    })
    // Off the allow-list, or an object where the server wants a JSON text: not stored.
    for (const name of ['ct_pointer_data', 'ct_cookies_type', 'apbct_page_hits', 'ct_screen_info'])
      expect(altSessionValues(ctx)).not.toHaveProperty(name)
  })

  it('reads pairs as an object and checks each kind', () => {
    const pairs = JSON.stringify([
      ['ct_ps_timestamp', '1719999999'],
      ['ct_has_key_up', 'true'],
      ['ct_bot_detector_event_token', 'not-a-hash'],
      ['apbct_pixel_url', 'https://moderate.example/pixel/ab.gif'],
      ['ct_checked_emails', '[0]'],
      ['ct_checked_emails_exist', { 'a@b.co': { result: 'EXISTS' } }],
      ['apbct_force_alt_cookies', true],
    ])
    expect(readAltSessionsSave(pairs, 'rest')).toEqual({
      ok: true,
      kept: {
        ct_ps_timestamp: 1719999999,
        ct_has_key_up: true,
        apbct_pixel_url: 'https://moderate.example/pixel/ab.gif',
        ct_checked_emails: '[0]',
      },
    })
  })

  it('removes percent-escapes over admin-ajax (the text-field sanitizing), not over REST', () => {
    const url = JSON.stringify({ apbct_pixel_url: 'https%3A%2F%2Fmoderate.example%2Fp.gif' })
    expect(readAltSessionsSave(url, 'admin_ajax')).toEqual({ ok: true, kept: {} })
    expect(readAltSessionsSave(url, 'rest')).toEqual({ ok: true, kept: {} })
    const plain = JSON.stringify({ ct_checkjs: 'a%41b' })
    expect(readAltSessionsSave(plain, 'admin_ajax')).toEqual({
      ok: true,
      kept: { ct_checkjs: 'ab' },
    })
    expect(readAltSessionsSave(plain, 'rest')).toEqual({ ok: true, kept: { ct_checkjs: 'a%41b' } })
  })

  it('answers an empty field and a non-JSON text as the server does', () => {
    expect(readAltSessionsSave('', 'rest')).toEqual({
      ok: false,
      error: 'AltSessions: No cookies data provided.',
    })
    expect(readAltSessionsSave('not json', 'rest')).toEqual({
      ok: false,
      ...{ error: NULL_ERROR.error },
    })
  })
})
