import { beforeEach, describe, expect, it } from 'vitest'
import { writeLocal } from './local-entry'
import { noCookieFieldValue, noCookiePayload, NO_COOKIE_PREFIX } from './no-cookie'
import type { SignalStore } from './signal-store'

beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
})

/** What the server does: strip the prefix, base64-decode, UTF-8 JSON-decode. */
const decode = (payload: string) => {
  expect(payload.startsWith(NO_COOKIE_PREFIX)).toBe(true)
  const bin = atob(payload.slice(NO_COOKIE_PREFIX.length))
  return JSON.parse(new TextDecoder().decode(Uint8Array.from(bin, (c) => c.charCodeAt(0))))
}

describe('no-cookie payload (wire)', () => {
  it('holds every local/session key starting with ct_/apbct_, read values, session keys winning', () => {
    writeLocal(localStorage, 'ct_ps_timestamp', 1719999999)
    writeLocal(localStorage, 'ct_screen_info', '{"fullWidth":1}')
    writeLocal(localStorage, 'apbct_site_referer', 'stale')
    writeLocal(localStorage, 'product_ct_cart', 'not ours')
    localStorage.setItem('my_apbct_thing', 'not ours either')
    sessionStorage.setItem('apbct_site_referer', 'https://ref.example/ünï')
    sessionStorage.setItem('apbct_session_id', 'abcdef')
    expect(decode(noCookiePayload(window))).toEqual({
      ct_ps_timestamp: 1719999999,
      ct_screen_info: '{"fullWidth":1}',
      apbct_site_referer: 'https://ref.example/ünï',
      apbct_session_id: 'abcdef',
    })
  })

  it('an empty browser gives the prefix plus base64 of {}', () => {
    expect(noCookiePayload(window)).toBe(NO_COOKIE_PREFIX + btoa('{}'))
  })

  it('the hidden-field variant adds typo and collecting_user_activity_data ([] when absent)', () => {
    writeLocal(localStorage, 'ct_fkp_timestamp', 1719999990)
    const memory: Record<string, string> = {}
    const store = { get: (n: string) => memory[n] } as unknown as SignalStore
    expect(decode(noCookieFieldValue(window, store))).toEqual({
      ct_fkp_timestamp: 1719999990,
      typo: [],
      collecting_user_activity_data: [],
    })
    memory.typo = '[{"isAutoFill":false,"countOfKey":3}]'
    // The original never collects click activity: always [].
    expect(decode(noCookieFieldValue(window, store))).toMatchObject({
      typo: [{ isAutoFill: false, countOfKey: 3 }],
      collecting_user_activity_data: [],
    })
  })
})
