import type { Page } from 'puppeteer'
import { expect } from 'vitest'
import type { RecordedRequest } from '../../sim/server/site-context'
import type { OpenedPage } from '../support/browser'

/** Helpers of the integration browser tests: what the mock server received, decoded. */

/** A 64-hex detector token. */
export const TOKEN = '0f'.repeat(32)
const NO_COOKIE_PREFIX = '_ct_no_cookie_data_'

/** Puts the detector's token where the external wrapper stores it, before any script runs. */
export const withToken = (page: Page) =>
  page
    .evaluateOnNewDocument((token: string) => {
      localStorage.setItem(
        'bot_detector_event_token',
        JSON.stringify({ value: token, timestamp: Math.floor(Date.now() / 1000) }),
      )
    }, TOKEN)
    .then(() => undefined)

/** Site options: native cookies, the detector on and its 64-hex token already stored. */
export const DETECTOR_ON = {
  knobs: { cookieMode: 'native', botDetector: true },
  beforeLoad: withToken,
} as const

/** The string fields of a recorded form or urlencoded body. */
export const fieldsOf = (r: RecordedRequest | undefined): Record<string, string> =>
  r && (r.body.type === 'form' || r.body.type === 'urlencoded') ? r.body.fields : {}

/** The first request the mock server received that matches, waiting up to 10 s. */
export async function received(p: OpenedPage, match: (r: RecordedRequest) => boolean) {
  const deadline = Date.now() + 10_000
  for (;;) {
    const found = p.site.context.requests.find(match)
    if (found) return found
    if (Date.now() > deadline) throw new Error('the mock server never received the request')
    await new Promise((r) => setTimeout(r, 50))
  }
}

/** Decodes a no-cookie payload the way the server does. */
export function decodeNoCookie(value: string | undefined): Record<string, unknown> {
  expect(value?.startsWith(NO_COOKIE_PREFIX)).toBe(true)
  const json = Buffer.from(value!.slice(NO_COOKIE_PREFIX.length), 'base64').toString('utf8')
  return JSON.parse(json) as Record<string, unknown>
}

/** Every key (but `extra`) is a `ct_`/`apbct_` signal, and the start timestamp is there. */
export function expectSignalKeys(data: Record<string, unknown>, extra: string[] = []) {
  const keys = Object.keys(data).filter((k) => !extra.includes(k))
  expect(keys.length).toBeGreaterThan(0)
  for (const key of keys) expect(key).toMatch(/^(ct_|apbct_)/)
  expect(keys).toContain('ct_ps_timestamp')
}

/** The record of a visible-fields value, `base64(JSON {"0":record})`. */
export function decodeVisibleFields(value: string | undefined) {
  const parsed = JSON.parse(Buffer.from(value ?? '', 'base64').toString('utf8')) as Record<
    string,
    Record<string, string | number>
  >
  expect(Object.keys(parsed)).toEqual(['0'])
  return parsed['0']!
}
