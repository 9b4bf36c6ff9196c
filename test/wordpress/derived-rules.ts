import { parsePhpArray, withoutTokens, type Rule } from './derived-compare'

// What the zoo compares, and how closely: the views of one visit the server kept (its
// connection report, the visitor's alt-sessions row, the browser's cookies) and a rule for
// every key that is not compared exactly. docs/real-server.md ("The bot zoo") has each
// tolerance with its reason; keep the two together.

/**
 * Seconds-resolution times, from each page's ready: each side floors to a second, and each
 * page's scripts run when the loaded 2-core machine gets to them (gaps up to 4.1 s measured
 * at load average 50).
 */
const SECONDS: Rule = { kind: 'time', unit: 's', windowMs: 5000 }
/** Millisecond times read by each page's script, from its own ready (1.6 s measured). */
const MILLIS: Rule = { kind: 'time', unit: 'ms', windowMs: 3000 }
/**
 * Pointer samples: both visitors move alike, but each page samples on its own timer; "0"
 * (before the first write at 1200 ms) counts as no sample, as `[]`: a visitor who submits
 * near 1200 ms leaves either.
 */
const POINTER: Rule = { kind: 'samples', ratio: 0.5, slack: 5 }
const ignore = (reason: string): Rule => ({ kind: 'ignore', reason })
/**
 * The server's own record of page loads (no script writes it): the page after the
 * submission is in it or not, depending on whether its load beat the read.
 */
const SERVER_LOADS: Rule = ignore(
  'the server records page loads itself, the next page racing the read',
)
/** The screen: the post lists its comments, and the zoo adds some between two loads. */
const SCREEN: Rule = {
  kind: 'record',
  fields: { fullHeight: ignore('the post grows by the comments the zoo stores meanwhile') },
}

/**
 * The visible-fields record: ours attaches it to a form submitted before the 1000 ms scan
 * (the scan's backstop); the original sends none then. Its input is one more field.
 */
const BEFORE_SCAN = 'a form submitted before the 1000 ms scan: ours attaches the record'
const visibleFields: Rule = { kind: 'more', reason: BEFORE_SCAN, then: { kind: 'exact' } }

/** The connection report: `sender_info`'s keys as they are, the request's own as `request.…`. */
export const REPORT_RULES: Readonly<Record<string, Rule>> = {
  apbct_visible_fields: visibleFields,
  apbct_invisible_fields: {
    kind: 'more',
    reason: BEFORE_SCAN,
    // Ours appends the visible-fields input before the no-cookie field when both come at
    // the scan; the original after it (the names are the same).
    then: { kind: 'words' },
  },
  form_visible_inputs: visibleFields,
  form_invisible_inputs: visibleFields,
  fields_number: { kind: 'count', tolerance: 1 },
  plugin_request_id: ignore('a random id per request'),
  site_landing_ts: SERVER_LOADS,
  source_url: SERVER_LOADS,
  screen_info: SCREEN,
  page_set_timestamp: SECONDS,
  key_press_timestamp: MILLIS,
  mouse_cursor_positions: POINTER,
  typo: {
    kind: 'record',
    fields: {
      firstKeyTimestamp: MILLIS,
      lastKeyTimestamp: MILLIS,
      // Intervals between keys as each page's clock measured them.
      speedDelta: { kind: 'count', tolerance: 1000 },
      lastDelta: { kind: 'count', tolerance: 250 },
    },
  },
  // Seconds from the page-set time to the submission, on the server: follows both times above.
  'request.submit_time': { kind: 'count', tolerance: 6 },
  'request.all_headers': {
    kind: 'record',
    fields: {
      'Content-Length': ignore('follows the values compared here'),
      'Content-Type': ignore('a random multipart boundary'),
      'accept-language': ignore('one per visitor, to keep their alt sessions apart'),
      // The form builder's submit: ours is a fetch that asks for no cache.
      Pragma: ignore("the form builder's fetch asks for no cache"),
      'Cache-Control': ignore("the form builder's fetch asks for no cache"),
    },
  },
  'request.post_info': { kind: 'record', fields: { post_url: ignore('the new comment id') } },
}

/**
 * A person in alternative mode (the differential's, who focuses, types and scrolls): the
 * original sends each flag in a save of its own, at once, and the server's alt-sessions save
 * reads the visitor's row, merges and writes it back, so two of its saves in flight together
 * can drop one's keys; on a loaded machine the original's report then lacks a flag the
 * visitor raised (`has_input_focused` null, seen in 3 of about 12 runs at load average 20).
 * Ours batches its saves (one in flight at a time) and keeps them. Ours may fill these; when
 * both fill them they must agree. Not used for the zoo's bots, which raise none of them.
 */
const LOST_BY_CONCURRENT_SAVES =
  'the original saves each flag at once; two saves in flight together can drop one'
export const ALT_PERSON_REPORT_RULES: Readonly<Record<string, Rule>> = {
  ...REPORT_RULES,
  ...Object.fromEntries(
    ['has_input_focused', 'has_key_up', 'mouse_moved', 'has_scrolled'].map((key) => [
      key,
      { kind: 'more', reason: LOST_BY_CONCURRENT_SAVES, then: { kind: 'exact' } } as Rule,
    ]),
  ),
}

/** The visitor's alt-sessions row: the server's own values and what the saves carried. */
export const SESSION_RULES: Readonly<Record<string, Rule>> = {
  apbct_urls: SERVER_LOADS,
  apbct_site_landing_ts: SERVER_LOADS,
  apbct_timestamp: SERVER_LOADS,
  ct_screen_info: SCREEN,
  ct_ps_timestamp: SECONDS,
  ct_fkp_timestamp: MILLIS,
  ct_pointer_data: POINTER,
}

/** The cookies the browser holds after the visit, by name, URL-decoded. */
export const COOKIE_RULES: Readonly<Record<string, Rule>> = {
  ...SESSION_RULES,
  apbct_page_hits: { kind: 'exact' },
  bramble: ignore('the test marker that serves the original'),
  PHPSESSID: ignore('a random session id'),
}

/**
 * An actor's cookies, read after its visit: the page after the submission wrote its own
 * page-set time, when each visitor got there.
 */
export const ACTOR_COOKIE_RULES: Readonly<Record<string, Rule>> = {
  ...COOKIE_RULES,
  ct_ps_timestamp: ignore("the next page's, set when each visitor got there"),
}

/** JSON text inside a value, parsed (the server and the scripts keep structures as text). */
function parsed(v: unknown): unknown {
  if (typeof v !== 'string' || !/^\s*[[{]/.test(v)) return v
  try {
    return JSON.parse(v) as unknown
  } catch {
    return v
  }
}

/** The report's request as one flat view; `tokens` (the run's own ids) blanked. */
export function reportView(
  request: Record<string, unknown> | null,
  tokens: readonly string[],
): Record<string, unknown> {
  if (!request) return {}
  const { sender_info: sender, ...rest } = withoutTokens(request, tokens)
  const info = sender && typeof sender === 'object' ? (sender as Record<string, unknown>) : {}
  return {
    ...Object.fromEntries(Object.entries(info).map(([k, v]) => [k, parsed(v)])),
    ...Object.fromEntries(Object.entries(rest).map(([k, v]) => [`request.${k}`, parsed(v)])),
  }
}

/** An alt-sessions row's value as a view (empty when the visitor has no row). */
export function sessionView(value: unknown): Record<string, unknown> {
  const row = typeof value === 'string' ? parsePhpArray(value) : null
  return Object.fromEntries(Object.entries(row ?? {}).map(([k, v]) => [k, parsed(v)]))
}

/** Cookies as a view: name → URL-decoded value, JSON parsed; `tokens` blanked. */
export function cookieView(
  cookies: readonly { name: string; value: string }[],
  tokens: readonly string[],
): Record<string, unknown> {
  const decode = (v: string) => {
    try {
      return decodeURIComponent(v)
    } catch {
      return v
    }
  }
  return withoutTokens(
    Object.fromEntries(cookies.map((c) => [c.name, parsed(decode(c.value))])),
    tokens,
  )
}
