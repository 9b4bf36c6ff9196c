import type { SiteKnobs } from '../site/knobs'
import type { SitePolicy } from '../site/server-policy-schema'
import type { ParsedBody } from './parse-body'
import { realtimeSiteClock, type SiteClock } from './policy/site-clock'

/** A request the mock site received. */
export interface RecordedRequest {
  readonly seq: number
  readonly method: string
  readonly url: string
  readonly path: string
  readonly headers: Record<string, string>
  readonly body: ParsedBody
  /** When it arrived, on the site clock (ms since the site started). */
  readonly at?: number
  /** The fault the server policy injected into its reply, if any. */
  fault?: string
}

/** A form-builder submission the site stored. */
export interface StoredSubmission {
  /** The submission id the success reply carried. */
  readonly id: number
  readonly formId: string
  /** Each posted field's value by field id. */
  readonly values: Readonly<Record<string, unknown>>
}

/** Per-site state the handlers read and write: knobs, nonces, the request log, stored entries. */
export interface SiteContext {
  readonly knobs: SiteKnobs
  readonly policy: SitePolicy
  /** Mutable: a nonce-expiry fault rotates them, as a real nonce tick does. */
  readonly nonces: { ajax: string; rest: string; forms: string }
  readonly requests: RecordedRequest[]
  /**
   * Every form-builder submission the site accepted and stored (a success reply), in order,
   * as the plugin's save action stores it: what a soak counts to find lost or doubled entries.
   */
  readonly submissions: StoredSubmission[]
  /** The clock the site's delays and timeouts run on. */
  readonly clock: SiteClock
}

/** A fresh site context with the plugins' 10-hex nonces. */
export function createSiteContext(
  knobs: SiteKnobs,
  policy: SitePolicy,
  clock: SiteClock = realtimeSiteClock(),
): SiteContext {
  return {
    knobs,
    policy,
    nonces: { ajax: 'a1b2c3d4e5', rest: 'f6a7b8c9d0', forms: '590cf59449' },
    requests: [],
    submissions: [],
    clock,
  }
}
