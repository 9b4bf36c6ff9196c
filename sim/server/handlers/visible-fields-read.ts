/**
 * How the anti-spam plugin 6.85 finds a submission's visible-fields record
 * (`GetFieldsAny::getVisibleFieldsData` with `Cookie::getVisibleFields`), so tests can assert
 * what the server derives from a recorded request: the record it sends to its cloud as
 * `apbct_visible_fields` / `form_visible_inputs`, or null.
 */

/** The parts of a request the server reads the record from. */
export interface VisibleFieldsSources {
  readonly mode: 'native' | 'alternative' | 'none'
  /** The request's cookies, decoded (native mode reads every `apbct_visible_fields_*`). */
  readonly cookies: Readonly<Record<string, string>>
  /** The POST fields (the `apbct_visible_fields` input, and the names it is matched with). */
  readonly post: Readonly<Record<string, string>>
  /** Non-native modes: the stored `apbct_visible_fields` (alt-sessions or no-cookie data). */
  readonly stored?: unknown
}

/** A record as the server keeps it. */
export type ServerRecord = Record<string, unknown>

// PHP's empty(): "", "0", 0, false, null, [] and a missing value.
const phpEmpty = (v: unknown) =>
  v === undefined ||
  v === null ||
  v === false ||
  v === '' ||
  v === '0' ||
  v === 0 ||
  (Array.isArray(v) && v.length === 0) ||
  (typeof v === 'object' && v !== null && Object.keys(v).length === 0)

function json(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return null
  }
}

function base64(text: string): string {
  try {
    return Buffer.from(text, 'base64').toString('utf8')
  } catch {
    return ''
  }
}

/** The record the server takes for this request, or null (it then sends nulls). */
export function readVisibleFields(sources: VisibleFieldsSources): ServerRecord | null {
  let fromCookies: Record<string, unknown>
  if (sources.mode === 'native') {
    // Each per-form cookie, backslashes deleted, decoded to an array (not kept as text).
    fromCookies = {}
    for (const [name, value] of Object.entries(sources.cookies))
      if (name.includes('apbct_visible_fields_'))
        fromCookies[name.replace('apbct_visible_fields_', '')] = json(value.replaceAll('\\', ''))
  } else {
    const stored = sources.stored
    fromCookies =
      stored === undefined || stored === null || stored === false || stored === ''
        ? {}
        : typeof stored === 'object'
          ? (stored as Record<string, unknown>)
          : { 0: stored }
  }
  let collections: unknown[] = []
  if (phpEmpty(fromCookies) || phpEmpty(fromCookies['0'])) {
    const fromPost = base64(sources.post.apbct_visible_fields ?? '')
    const decoded = fromPost ? json(fromPost) : null
    const first = (decoded as Record<string, unknown> | null)?.['0']
    if (!phpEmpty(decoded) && !phpEmpty(first)) collections = [JSON.stringify(first)]
  } else collections = Object.values(fromCookies)
  const records: ServerRecord[] = []
  for (const text of collections) {
    // Only texts count: the native cookies, already decoded to arrays, are passed over.
    if (typeof text !== 'string') continue
    const plain = json(text)
    if (Array.isArray(plain) && plain.length) continue
    let decoded: unknown = plain
    try {
      decoded = json(decodeURIComponent(text))
    } catch {
      decoded = null
    }
    records.push(
      decoded && typeof decoded === 'object' && !phpEmpty(decoded) ? (decoded as ServerRecord) : {},
    )
  }
  let result: ServerRecord | null = null
  const postNames = Object.keys(sources.post)
  for (const record of records) {
    const names = record.visible_fields
    const count = record.visible_fields_count
    if (typeof names !== 'string' || (typeof count !== 'number' && typeof count !== 'string'))
      continue
    if (names.split(' ').some((name) => postNames.includes(name))) result = record
  }
  return result
}
