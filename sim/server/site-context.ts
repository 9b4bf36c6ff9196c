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

/** Per-site state the handlers read and write: knobs, nonces and the request log. */
export interface SiteContext {
  readonly knobs: SiteKnobs
  readonly policy: SitePolicy
  /** Mutable: a nonce-expiry fault rotates them, as a real nonce tick does. */
  readonly nonces: { ajax: string; rest: string; forms: string }
  readonly requests: RecordedRequest[]
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
    clock,
  }
}
