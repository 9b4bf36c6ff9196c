import type { SiteKnobs } from '../site/knobs'
import type { SitePolicy } from '../site/policy'
import type { ParsedBody } from './parse-body'

/** A request the mock site received. */
export interface RecordedRequest {
  readonly seq: number
  readonly method: string
  readonly url: string
  readonly path: string
  readonly headers: Record<string, string>
  readonly body: ParsedBody
}

/** Per-site state the handlers read and write: knobs, nonces and the request log. */
export interface SiteContext {
  readonly knobs: SiteKnobs
  readonly policy: SitePolicy
  readonly nonces: { ajax: string; rest: string; forms: string }
  readonly requests: RecordedRequest[]
}

/** A fresh site context with the plugins' 10-hex nonces. */
export function createSiteContext(knobs: SiteKnobs, policy: SitePolicy): SiteContext {
  return {
    knobs,
    policy,
    nonces: { ajax: 'a1b2c3d4e5', rest: 'f6a7b8c9d0', forms: '590cf59449' },
    requests: [],
  }
}
