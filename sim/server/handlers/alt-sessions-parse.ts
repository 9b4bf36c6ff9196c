/**
 * How the anti-spam plugin 6.85 reads an alt-sessions save (`AltSessions::setFromRemote`),
 * so the mock rejects what the real server rejects and keeps what it keeps.
 */

/** The server's allow-list: every other name is dropped, each value checked by its kind. */
export const ALT_SESSION_KINDS: Readonly<Record<string, AltSessionKind>> = {
  apbct_email_encoder_passed: 'hash',
  apbct_bot_detector_exist: 'bool',
  ct_ps_timestamp: 'int',
  ct_fkp_timestamp: 'int',
  ct_timezone: 'int',
  ct_screen_info: 'json',
  apbct_headless: 'bool',
  apbct_visible_fields: 'json',
  apbct_pixel_url: 'url',
  ct_checked_emails: 'json',
  ct_checked_emails_exist: 'json',
  ct_checkjs: 'string',
  ct_bot_detector_event_token: 'hash',
  ct_has_input_focused: 'bool',
  ct_has_key_up: 'bool',
  ct_has_scrolled: 'bool',
  ct_mouse_moved: 'bool',
  wordpress_apbct_antibot: 'hash',
  apbct_anticrawler_passed: 'int',
  apbct_antiflood_passed: 'int',
  ct_sfw_pass_key: 'string',
  ct_sfw_passed: 'int',
  ct_gathering_loaded: 'bool',
  apbct_search_form__honeypot_value: 'string',
}

/** How the server checks a value of the allow-list. */
export type AltSessionKind = 'hash' | 'bool' | 'int' | 'json' | 'url' | 'string'

/** The server's reading of one save: its reply, and what it stored when it accepted it. */
export type AltSessionsReading =
  | { readonly ok: true; readonly kept: Record<string, unknown> }
  | { readonly ok: false; readonly error: string }

const NULL_ERROR = 'AltSessions: Internal JSON error: $cookies_array is null.'

// PHP's (int) cast of a decoded JSON value: numbers truncate, numeric-prefix strings read
// their prefix, true is 1, everything else 0.
function phpInt(v: unknown): number {
  if (typeof v === 'number') return Math.trunc(v)
  if (typeof v === 'boolean') return v ? 1 : 0
  if (typeof v === 'string') return Math.trunc(Number(/^\s*[+-]?\d+/.exec(v)?.[0] ?? 0))
  return 0
}

// PHP's (bool): "", "0", 0, false, null and [] are false.
function phpBool(v: unknown): boolean {
  if (Array.isArray(v)) return v.length > 0
  return !(v === '' || v === '0' || v === 0 || v === false || v === null || v === undefined)
}

function parsesAsJson(v: string): boolean {
  try {
    return JSON.parse(v) !== null
  } catch {
    return false
  }
}

function check(kind: AltSessionKind, v: unknown): { keep: boolean; value?: unknown } {
  switch (kind) {
    case 'int':
      return { keep: true, value: phpInt(v) }
    case 'bool':
      return { keep: true, value: phpBool(v) }
    case 'string':
      if (typeof v === 'object' && v !== null) return { keep: false }
      return { keep: true, value: v === true ? '1' : v === false || v === null ? '' : String(v) }
    case 'json':
      // An object (a JSON text the client embedded as an object) is not a string: dropped.
      return typeof v === 'string' && parsesAsJson(v) ? { keep: true, value: v } : { keep: false }
    case 'url':
      return typeof v === 'string' && URL.canParse(v) && /^[a-z][a-z\d+.-]*:\/\/\S/i.test(v)
        ? { keep: true, value: v }
        : { keep: false }
    case 'hash':
      return typeof v === 'string' && /^[a-f0-9]{32,128}$/.test(v)
        ? { keep: true, value: v }
        : { keep: false }
  }
}

/**
 * Reads the `cookies` field of a save as the 6.85 server does: admin-ajax sanitizes it as a
 * text field (its percent-escapes are removed), then every backslash is deleted before the
 * JSON is parsed, so a JSON text sent inside a string breaks the whole batch. Pairs
 * (`[[name, value], …]`) become an object; names off the allow-list are dropped and each
 * value is checked by its kind.
 */
export function readAltSessionsSave(
  cookies: string | undefined,
  transport: 'rest' | 'admin_ajax',
): AltSessionsReading {
  if (!cookies || cookies === '0')
    return { ok: false, error: 'AltSessions: No cookies data provided.' }
  let text = cookies
  if (transport === 'admin_ajax') text = text.replace(/%[a-f0-9]{2}/gi, '')
  text = text.replaceAll('\\', '')
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return { ok: false, error: NULL_ERROR }
  }
  if (typeof parsed !== 'object' || parsed === null) return { ok: false, error: NULL_ERROR }
  let entries = Object.entries(parsed)
  if (Array.isArray(parsed) && Array.isArray(parsed[0]))
    entries = (parsed as unknown[][])
      .filter((pair) => Array.isArray(pair) && pair[0] != null && pair[1] != null)
      .map((pair) => [String(pair[0]), pair[1]])
  // `apbct_force_alt_cookies` is off the allow-list, so it is dropped before the server
  // looks for it: a forced save is stored like any other.
  const kept: Record<string, unknown> = {}
  for (const [name, value] of entries) {
    const kind = ALT_SESSION_KINDS[name]
    if (!kind) continue
    const result = check(kind, value)
    if (result.keep) kept[name] = result.value
  }
  return { ok: true, kept }
}
