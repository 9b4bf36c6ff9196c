import type { SiteKnobsInput } from '../../sim/site/knobs'
import type { SitePolicyInput } from '../../sim/site/server-policy-schema'

/** What a row needs to know of the side it sends to (the mocked site or the real one). */
export interface SideInfo {
  readonly ajaxUrl: string
  /** The URL of an anti-spam REST route (`/wp-json/…` or `?rest_route=/…`). */
  rest(route: string): string
  /** The site's front page (remote calls are answered there). */
  readonly home: string
  readonly nonces: { readonly ajax: string; readonly rest: string; readonly forms: string }
  /** The JS-check key a visitor's `ct_checkjs` cookie holds after the page ran. */
  readonly checkjs: string
  /** The own `contact` export on this side: its form id and field ids by key. */
  readonly contact: { readonly id: string; readonly field: Readonly<Record<string, string>> }
}

/** A request as a row builds it. */
export interface RowRequest {
  readonly url: string
  /** Multipart like the anti-spam runtime, or urlencoded like the form front end. */
  readonly fields?: Record<string, string>
  readonly encoding?: 'multipart' | 'urlencoded'
  readonly headers?: Record<string, string>
}

/** One request sent to both sides. */
export interface EndpointRow {
  /** The endpoint, as the doc's table names it. */
  readonly endpoint: string
  /** What the request is. */
  readonly name: string
  readonly request: (side: SideInfo) => RowRequest
  /** The real site's anti-spam options for this row (merged over its defaults). */
  readonly antispam?: { settings?: Record<string, unknown>; data?: Record<string, unknown> }
  /** The mocked site's knobs and policy matching the real site offline. */
  readonly mock?: { knobs?: SiteKnobsInput; policy?: SitePolicyInput }
  /** Shape paths compared only as their kind (see shape.ts), with why. */
  readonly opaque?: readonly string[]
  /** Compare the body text itself (the runtimes read these bodies literally). */
  readonly exact?: boolean
  /** The real site's remote-call cooldown is cleared first, unless the row tests it. */
  readonly keepCooldown?: boolean
}

/** A nonce the site never issued. */
export const BAD = 'aaaaaaaaaa'

/** An anti-spam endpoint's admin-ajax request. */
export const ajax =
  (action: string, fields: Record<string, string> = {}, nonce?: string) =>
  (s: SideInfo): RowRequest => ({
    url: s.ajaxUrl,
    fields: { ...fields, action, _ajax_nonce: nonce ?? s.nonces.ajax, no_cache: '0.5' },
  })

/** An anti-spam endpoint's REST request (`null`: no X-WP-Nonce header). */
export const rest =
  (route: string, fields: Record<string, string> = {}, nonce?: string | null) =>
  (s: SideInfo): RowRequest => {
    const n = nonce === undefined ? s.nonces.rest : nonce
    return { url: s.rest(route), fields, headers: n === null ? {} : { 'X-WP-Nonce': n } }
  }

/** With the visitor's `ct_checkjs` cookie, as after the anti-spam runtime ran in native mode. */
export const withCheckjs =
  (build: (s: SideInfo) => RowRequest) =>
  (s: SideInfo): RowRequest => {
    const r = build(s)
    return { ...r, headers: { ...r.headers, Cookie: `ct_checkjs=${s.checkjs}` } }
  }

export const SAVE = { cookies: '{"ct_ps_timestamp":1719999999,"ct_timezone":2}' }
export const EMAIL = { email: 'visitor@example.com' }
export const ENCODED = { encodedEmails: '{"0":"Zm9vQGV4YW1wbGUuY29t"}' }
/** What the pre-checks send for a visitor's message: the fetch body's own fields. */
export const MAILCHIMP = { email: 'visitor@example.com', message: 'Hello there' }
export const OTTER = {
  form_data: JSON.stringify({
    payload: {
      formInputsData: [
        { label: 'Name', value: 'Ada' },
        { label: 'Email', value: 'visitor@example.com' },
        { label: 'Message', value: 'Hello there' },
      ],
    },
  }),
}
export const ELFSIGHT = {
  elfsight_payload: JSON.stringify({
    fields: [
      { name: 'Email', value: 'visitor@example.com' },
      { name: 'Message', value: 'Hello there' },
    ],
  }),
}
export const FP = { post_url: 'http://example.com/', referrer: '' }
/** The mock's answers of the email checks when the cloud cannot be reached. */
export const offlineChecks = { emailBeforePost: 'error', emailExist: 'error' } as const
