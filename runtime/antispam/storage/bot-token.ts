/** localStorage key the external bot detector writes its token to (contract intro). */
export const BOT_TOKEN_KEY = 'bot_detector_event_token'

/** Length of a complete detector token (spec §5). */
export const BOT_TOKEN_LENGTH = 64

function unquote(value: string): string {
  try {
    const inner = JSON.parse(value) as unknown
    return typeof inner === 'string' ? inner : value
  } catch {
    return value
  }
}

/**
 * The detector's event token from localStorage, read defensively: the JSON wrapper
 * `{"value":"<token>","timestamp":…}` (its value possibly JSON-quoted), or a bare string.
 * Gives '' when there is none. With `fullLength` only a 64-character token counts (the
 * restart path of spec §5).
 */
export function botDetectorToken(storage: Storage, options: { fullLength?: boolean } = {}): string {
  let raw: string | null = null
  try {
    raw = storage.getItem(BOT_TOKEN_KEY)
  } catch {
    return ''
  }
  if (!raw) return ''
  let token = raw
  try {
    const parsed = JSON.parse(raw) as unknown
    if (typeof parsed === 'string') token = parsed
    else if (typeof parsed === 'object' && parsed !== null && 'value' in parsed) {
      const value = (parsed as { value: unknown }).value
      token = typeof value === 'string' ? unquote(value) : ''
    } else token = ''
  } catch {
    // A bare, unquoted token.
  }
  token = token.trim()
  if (options.fullLength && token.length !== BOT_TOKEN_LENGTH) return ''
  return token
}

/** The raw localStorage text of the token entry (the apiFetch wire value), or ''. */
export function botDetectorTokenRaw(storage: Storage): string {
  try {
    return storage.getItem(BOT_TOKEN_KEY) ?? ''
  } catch {
    return ''
  }
}
