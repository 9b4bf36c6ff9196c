import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { antispamSite } from '../../test-support/antispam-site'
import { createTransport } from '../transport/create-transport'
import { readLocal } from './local-entry'
import { ALT_BATCH_MS, createSignalStore } from './signal-store'
import type { CookieMode } from '../config/config'

const site = antispamSite()
beforeAll(() => site.server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => site.server.close())

const clearCookies = () => {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]!.trim()
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
  }
}
beforeEach(() => {
  clearCookies()
  localStorage.clear()
  sessionStorage.clear()
})

const storeFor = (cookieMode: CookieMode, cookiePrefix = '') => {
  site.reset({ cookieMode, ajaxType: 'rest' })
  const config = site.config({ cookiePrefix })
  return createSignalStore(config, createTransport(config))
}
/** The alt-sessions payloads the site received, parsed. */
const altPayloads = () =>
  site
    .calls()
    .filter((r) => r.path.endsWith('/alt_sessions'))
    .map(
      (r) =>
        JSON.parse(
          (r.body as unknown as { fields: { cookies: string } }).fields.cookies,
        ) as unknown,
    )
const settle = () => new Promise((r) => setTimeout(r, ALT_BATCH_MS + 50))
/** The first alt-sessions save, answered (no input of any kind is given to the page). */
const firstSave = () => vi.waitFor(() => expect(site.altSessionValues()).not.toEqual({}))

describe('createSignalStore: native', () => {
  it('writes prefixed, URI-encoded cookies and reads them back', () => {
    const store = storeFor('native', 'wp_')
    store.set({ ct_screen_info: '{"fullWidth":1}', ct_has_scrolled: 'true' })
    expect(document.cookie).toContain('wp_ct_screen_info=%7B%22fullWidth%22%3A1%7D')
    expect(document.cookie).toContain('wp_ct_has_scrolled=true')
    expect(
      createSignalStore(site.config({ cookiePrefix: 'wp_' }), createTransport(site.config())).get(
        'ct_screen_info',
      ),
    ).toBe('{"fullWidth":1}')
    expect(localStorage.length).toBe(0)
  })

  it('deletes stale apbct_visible_fields_* cookies at start-up, as the original at ready', () => {
    document.cookie = 'apbct_visible_fields_0=abc; path=/'
    document.cookie = 'apbct_visible_fields_3=def; path=/'
    document.cookie = 'other=1; path=/'
    storeFor('alternative')
    expect(document.cookie).toContain('apbct_visible_fields_0=abc')
    storeFor('native')
    expect(document.cookie).not.toContain('apbct_visible_fields_')
    expect(document.cookie).toContain('other=1')
  })

  it('with force_alt_cookies, sends what it wrote and every later write to alt-sessions, forced', async () => {
    const store = storeFor('native')
    store.set({ ct_ps_timestamp: 1719999999, ct_pointer_data: '[[1,2,3]]' })
    await settle()
    expect(altPayloads()).toEqual([])
    store.forceAltCookies()
    store.set({ ct_mouse_moved: 'true' })
    await settle()
    expect(altPayloads()).toEqual([
      {
        ct_ps_timestamp: 1719999999,
        ct_mouse_moved: 'true',
        apbct_pixel_url: site.config().pixelUrl,
        // The original's client data: the unset scroll flag as false.
        ct_has_scrolled: false,
        apbct_force_alt_cookies: true,
      },
    ])
    expect(document.cookie).toContain('ct_mouse_moved=true')
  })
})

describe('createSignalStore: alternative', () => {
  it('with no input, saves the writes of one task at once in one POST, never ct_pointer_data', async () => {
    const store = storeFor('alternative')
    store.set({ ct_ps_timestamp: 1719999999 })
    store.set({ ct_timezone: 2, ct_pointer_data: '[[1,2,3]]' })
    await firstSave()
    expect(altPayloads()).toEqual([
      {
        ct_ps_timestamp: 1719999999,
        ct_timezone: 2,
        apbct_pixel_url: site.config().pixelUrl,
        ct_mouse_moved: false,
        ct_has_scrolled: false,
      },
    ])
    expect(document.cookie).toBe('')
    // Still readable in the page (client data includes it).
    expect(store.get('ct_pointer_data')).toBe('[[1,2,3]]')
  })

  it('sends JSON texts as objects, so the server (which deletes backslashes) accepts the batch', async () => {
    const store = storeFor('alternative')
    const screen = '{"fullWidth":800,"fullHeight":2000,"visibleWidth":800,"visibleHeight":600}'
    store.set({ ct_checkjs: 187947240, ct_screen_info: screen, apbct_headless: true })
    store.set({ apbct_visible_fields: '{"visible_fields":"a b","visible_fields_count":2}' })
    // A value that would still need an escape is left out, not the batch.
    store.set({ apbct_search_form__honeypot_value: 'say "hi"' })
    await firstSave()
    const [payload] = altPayloads() as Record<string, unknown>[]
    expect(payload!.ct_screen_info).toEqual(JSON.parse(screen))
    expect(payload!.apbct_visible_fields).toEqual({
      visible_fields: 'a b',
      visible_fields_count: 2,
    })
    expect(payload).not.toHaveProperty('apbct_search_form__honeypot_value')
    const raw = (site.calls().at(-1)!.body as unknown as { fields: { cookies: string } }).fields
    expect(raw.cookies).not.toContain('\\')
    // Was refused whole ("$cookies_array is null"), losing ct_checkjs with it.
    expect(site.altSessionValues()).toMatchObject({ ct_checkjs: '187947240', apbct_headless: true })
  })

  it('with the detector off, each batch carries the pointer and scroll flags as the page holds them', async () => {
    // What an earlier page of the visit left in localStorage, as the original's client data reads it.
    localStorage.setItem(
      'ct_has_scrolled',
      JSON.stringify({ value: 'true', timestamp: Date.now() / 1000 }),
    )
    const store = storeFor('alternative')
    store.set({ ct_ps_timestamp: 1719999999 })
    await firstSave()
    expect(altPayloads()).toEqual([
      {
        ct_ps_timestamp: 1719999999,
        apbct_pixel_url: site.config().pixelUrl,
        ct_mouse_moved: false,
        ct_has_scrolled: true,
      },
    ])
  })

  it('leaves the pixel URL out with the detector on (the original sends its pairs only)', async () => {
    site.reset({ cookieMode: 'alternative', ajaxType: 'rest' })
    const config = site.config({ botDetectorEnabled: true })
    const store = createSignalStore(config, createTransport(config))
    store.set({ ct_ps_timestamp: 1719999999 })
    await firstSave()
    expect(altPayloads()).toEqual([{ ct_ps_timestamp: 1719999999 }])
  })

  it('after the first save, writes within ALT_BATCH_MS of each other go in one batch', async () => {
    const store = storeFor('alternative')
    store.set({ ct_checkjs: 'abc' })
    await vi.waitFor(() => expect(site.altSessionValues()).toMatchObject({ ct_checkjs: 'abc' }))
    store.set({ ct_has_key_up: true })
    await new Promise((r) => setTimeout(r, ALT_BATCH_MS / 3))
    store.set({ ct_mouse_moved: true })
    await vi.waitFor(() => expect(altPayloads()).toHaveLength(2))
    expect(altPayloads()[1]).toMatchObject({ ct_has_key_up: true, ct_mouse_moved: true })
    await settle()
    expect(altPayloads()).toHaveLength(2)
  })
})

describe('createSignalStore: none', () => {
  it('stores the {value: JSON, timestamp} wrapper; the consent list still goes to alt-sessions', async () => {
    const store = storeFor('none')
    const before = Math.floor(Date.now() / 1000)
    store.set({ ct_ps_timestamp: 1719999999, apbct_bot_detector_exist: 1, ct_checkjs: 'abc' })
    const entry = JSON.parse(localStorage.getItem('ct_ps_timestamp')!) as {
      value: string
      timestamp: number
    }
    expect(entry.value).toBe('1719999999')
    expect(entry.timestamp).toBeGreaterThanOrEqual(before)
    expect(JSON.parse(localStorage.getItem('ct_checkjs')!).value).toBe('"abc"')
    expect(localStorage.getItem('apbct_bot_detector_exist')).toBeNull()
    await settle()
    expect(altPayloads()).toEqual([
      {
        apbct_bot_detector_exist: 1,
        apbct_pixel_url: site.config().pixelUrl,
        ct_mouse_moved: false,
        ct_has_scrolled: false,
      },
    ])
    expect(document.cookie).toBe('')
  })

  it('session values are raw strings; local-only values use the wrapper in every mode', () => {
    const store = storeFor('native')
    store.set(
      { apbct_session_id: 'abc', apbct_site_referer: 'https://x.test/' },
      { where: 'session' },
    )
    store.set({ apbct_page_hits: 3 }, { where: 'local' })
    expect(sessionStorage.getItem('apbct_session_id')).toBe('abc')
    expect(readLocal(localStorage, 'apbct_page_hits')).toBe(3)
  })

  it('notifies onChange only with the names whose value changed', () => {
    const store = storeFor('none')
    const seen: string[][] = []
    const off = store.onChange((names) => seen.push([...names]))
    store.set({ ct_has_scrolled: 'true', ct_timezone: 1 })
    store.set({ ct_has_scrolled: 'true', ct_timezone: 2 })
    store.set({ ct_has_scrolled: 'true' })
    store.set({ typo: '[]' }, { where: 'memory' })
    off()
    store.set({ ct_timezone: 3 })
    expect(seen).toEqual([['ct_has_scrolled', 'ct_timezone'], ['ct_timezone'], ['typo']])
    expect(localStorage.getItem('typo')).toBeNull()
  })
})
