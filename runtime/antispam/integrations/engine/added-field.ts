import { addToBody, type AddedField } from './body-rewrite'

/** Key style of contract (f): U = bare names, W = wrapped in `data[…]`. */
export type KeyStyle = 'U' | 'W'

/** The bot-detector token key. */
export const TOKEN_KEY = 'ct_bot_detector_event_token'
/** The no-cookie payload key. */
export const NO_COOKIE_KEY = 'ct_no_cookie_hidden_field'

/** Where the added value comes from; every function is read at request time. */
export interface FieldSource {
  /** Whether the external bot detector is on (`bot_detector_enabled`). */
  readonly detectorOn: boolean
  /** The current event token, '' when there is none. */
  token(): string
  /** The raw localStorage text of the token entry (the `{value,timestamp}` wrapper), or null. */
  rawToken(): string | null
  /** The no-cookie payload: `_ct_no_cookie_data_` + base64 JSON. */
  noCookie(): string
}

/**
 * The field an integration adds (contract f): the token when the detector is on and the
 * token is non-empty, else the no-cookie payload; keyed bare (U) or as `data[…]` (W).
 */
export function addedField(source: FieldSource, style: KeyStyle): AddedField {
  const token = source.detectorOn ? source.token() : ''
  const name = token ? TOKEN_KEY : NO_COOKIE_KEY
  return { key: style === 'W' ? `data[${name}]` : name, value: token || source.noCookie() }
}

/**
 * The body with the bare (U) field added: FormData appended, a JSON string body given a
 * property; undefined for other bodies or when the key is already there.
 */
export function withBareField(body: unknown, source: FieldSource): unknown {
  const out = addToBody(body, [addedField(source, 'U')], typeof body === 'string' ? 'json' : 'keep')
  return out.changed ? out.body : undefined
}
