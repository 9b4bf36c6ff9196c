/** Default lifetime of a localStorage entry (spec §9). */
export const LOCAL_MAX_AGE_S = 86400

/** Unix time in seconds. */
export const unixNow = (): number => Math.floor(Date.now() / 1000)

/**
 * Stores a localStorage entry as the plugin's wire wrapper
 * `{"value": JSON.stringify(v), "timestamp": <unix s>}`. Storage errors (quota, privacy
 * mode) are swallowed: losing a signal must never break the page.
 */
export function writeLocal(storage: Storage, name: string, value: unknown): void {
  try {
    storage.setItem(name, JSON.stringify({ value: JSON.stringify(value), timestamp: unixNow() }))
  } catch {
    // See above.
  }
}

/** The read value of an entry: objects as JSON text, scalars parsed, raw text otherwise. */
export type LocalValue = string | number | boolean | null

function unwrapValue(value: unknown): LocalValue {
  if (typeof value !== 'string') {
    if (value === null || ['number', 'boolean'].includes(typeof value)) return value as LocalValue
    return JSON.stringify(value)
  }
  try {
    const inner = JSON.parse(value) as unknown
    if (typeof inner === 'object' && inner !== null) return value
    return inner as LocalValue
  } catch {
    return value
  }
}

/**
 * Reads an entry by the rules of contract (d): parse the wrapper, then its `value`
 * (objects come back as JSON text, scalars parsed, the raw `value` if it does not parse).
 * Missing, expired (`timestamp + maxAge <= now`) or unreadable entries give `false`.
 */
export function readLocal(storage: Storage, name: string, maxAge = LOCAL_MAX_AGE_S): LocalValue {
  let raw: string | null
  try {
    raw = storage.getItem(name)
  } catch {
    return false
  }
  if (raw === null) return false
  try {
    const entry = JSON.parse(raw) as unknown
    if (typeof entry !== 'object' || entry === null || !('value' in entry)) return false
    const { value, timestamp } = entry as { value: unknown; timestamp?: unknown }
    if (typeof timestamp === 'number' && timestamp + maxAge <= unixNow()) return false
    return unwrapValue(value)
  } catch {
    return false
  }
}
