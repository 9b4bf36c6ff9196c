import type { Captured } from '../../report/schema'

type Request = Captured['requests'][number]

const NO_COOKIE_PREFIX = '_ct_no_cookie_data_'

function fields(r: Request): Record<string, string> {
  const b = r.body as { type?: string; fields?: Record<string, string>; value?: unknown }
  return b && (b.type === 'form' || b.type === 'urlencoded') && b.fields ? b.fields : {}
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}

/** A localStorage entry of the runtime's wrapper `{"value": JSON, "timestamp": s}`, unwrapped. */
function unwrap(raw: string): unknown {
  const outer = parseJson(raw) as { value?: unknown }
  if (outer && typeof outer === 'object' && 'value' in outer && typeof outer.value === 'string')
    return parseJson(outer.value)
  return outer
}

/** The JSON inside a no-cookie payload, or undefined. */
export function decodeNoCookie(value: string): Record<string, unknown> | undefined {
  if (!value.startsWith(NO_COOKIE_PREFIX)) return undefined
  try {
    const json = Buffer.from(value.slice(NO_COOKIE_PREFIX.length), 'base64').toString('utf8')
    return JSON.parse(json) as Record<string, unknown>
  } catch {
    return undefined
  }
}

/**
 * The runtime's signals as it stored or sent them: cookies, its localStorage wrapper, the
 * alt-sessions payloads the mock received, and the no-cookie field and visible-fields of
 * submitted forms. Later sources win, so a value sent to the server beats a stale cookie.
 */
export function runtimeSignals(c: Captured): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(c.cookies)) if (/^(ct_|apbct_)/.test(k)) out[k] = parseJson(v)
  for (const [k, v] of Object.entries(c.localStorage))
    if (/^(ct_|apbct_)/.test(k) && !(k in out)) out[k] = unwrap(v)
  for (const r of c.requests) {
    const f = fields(r)
    if (f.cookies && /alt_sessions|alt_session__save/.test(r.path + (f.action ?? ''))) {
      const sent = parseJson(f.cookies)
      const pairs = Array.isArray(sent) ? sent : Object.entries((sent as object) ?? {})
      for (const pair of pairs as [string, unknown][])
        if (Array.isArray(pair))
          out[pair[0]] = typeof pair[1] === 'string' ? parseJson(pair[1]) : pair[1]
    }
    const noCookie = f.ct_no_cookie_hidden_field && decodeNoCookie(f.ct_no_cookie_hidden_field)
    if (noCookie) {
      for (const [k, v] of Object.entries(noCookie)) out[k] = v
    }
    if (f.apbct_visible_fields) {
      const decoded = parseJson(Buffer.from(f.apbct_visible_fields, 'base64').toString('utf8'))
      if (decoded && typeof decoded === 'object') out.apbct_visible_fields = decoded
    }
  }
  return out
}
