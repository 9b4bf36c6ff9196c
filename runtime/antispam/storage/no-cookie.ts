import { utf8Base64 } from './base64'
import { readLocal } from './local-entry'
import { readSession } from './session'
import type { SignalStore } from './signal-store'

/** Prefix of the no-cookie payload (wire). */
export const NO_COOKIE_PREFIX = '_ct_no_cookie_data_'

/** Memory name (SignalStore `where: 'memory'`) of the typing data the hidden field adds. */
export const TYPO_KEY = 'typo'

const OURS = /^(ct_|apbct_)/

function keysOf(storage: Storage): string[] {
  try {
    const keys: string[] = []
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i)
      // Only keys *starting* with the prefixes, not the original's "containing" quirk.
      if (key !== null && OURS.test(key)) keys.push(key)
    }
    return keys
  } catch {
    return []
  }
}

/** Every local/session `ct_`/`apbct_` key → its read value; session keys win. */
export function noCookieData(win: Window): Record<string, unknown> {
  const data: Record<string, unknown> = {}
  for (const key of keysOf(win.localStorage)) data[key] = readLocal(win.localStorage, key)
  for (const key of keysOf(win.sessionStorage)) data[key] = readSession(win.sessionStorage, key)
  return data
}

const encode = (data: Record<string, unknown>) =>
  NO_COOKIE_PREFIX + utf8Base64(JSON.stringify(data))

/** The no-cookie payload (wire): `"_ct_no_cookie_data_" + base64(UTF-8 JSON)`. */
export function noCookiePayload(win: Window): string {
  return encode(noCookieData(win))
}

function memoryJson(store: SignalStore, name: string, empty: unknown): unknown {
  const value = store.get(name)
  if (typeof value !== 'string') return empty
  try {
    return JSON.parse(value) as unknown
  } catch {
    return empty
  }
}

/**
 * The value of the hidden field `ct_no_cookie_hidden_field`: the payload plus `typo`
 * (per-comment-field typing data, or `[]`) and `collecting_user_activity_data`, always `[]`:
 * the original never starts its click-activity collector and the server reads nothing of it.
 */
export function noCookieFieldValue(win: Window, store: SignalStore): string {
  return encode({
    ...noCookieData(win),
    typo: memoryJson(store, TYPO_KEY, []),
    collecting_user_activity_data: [],
  })
}
