import {
  guard,
  type FetchTables,
  type Integration,
  type IntegrationEnv,
  type PreCheck,
} from './env'
import { isNeverTouch } from './never-touch'
import { findPreCheck, runPreCheck } from './pre-check-run'
import { scanReply as scan } from './reply-scan'
import { targetUrl } from './request-info'

type Fetch = typeof fetch

/** What the wrapper decided for one call. */
type Plan =
  | { readonly kind: 'pass' }
  | { readonly kind: 'rewrite'; readonly init: RequestInit }
  | { readonly kind: 'check'; readonly check: PreCheck }

function plan(
  input: unknown,
  init: RequestInit | undefined,
  env: IntegrationEnv,
  tables: FetchTables,
): Plan {
  const body = init?.body
  if (body === undefined || body === null) return { kind: 'pass' }
  const url = targetUrl(input)
  if (isNeverTouch(url)) return { kind: 'pass' }
  const check = findPreCheck(tables.checks, url, env)
  if (check) return { kind: 'check', check }
  for (const rule of tables.rules) {
    const next = rule.rewrite({ url, body }, env)
    if (next !== undefined) return { kind: 'rewrite', init: { ...init, body: next as BodyInit } }
  }
  return { kind: 'pass' }
}

/**
 * Wraps `target.fetch` (a window or a same-origin iframe's window): calls of the table's
 * plugins get the added field, pre-checked calls wait for the server's answer, and every
 * other call passes through synchronously, returning the original promise.
 */
export function wrapFetch(
  target: { fetch: Fetch },
  env: IntegrationEnv,
  tables: FetchTables = env.fetchTables,
): () => void {
  const original = target.fetch
  if (typeof original !== 'function') return () => undefined
  let active = true
  const wrapper = function (this: unknown, input: RequestInfo | URL, init?: RequestInit) {
    if (!active) return original.call(this, input, init)
    const decided = guard<Plan>(() => plan(input, init, env, tables), { kind: 'pass' })
    if (decided.kind === 'check') {
      return runPreCheck(decided.check, init?.body, env)
        .catch(() => true)
        .then((allowed) => {
          if (!allowed) throw new Error('Forbidden')
          const response = original.call(this, input, init)
          guard(() => scan(response, env, true), undefined)
          return response
        })
    }
    const rewritten = decided.kind === 'rewrite'
    const response = original.call(this, input, rewritten ? decided.init : init)
    guard(() => scan(response, env, rewritten), undefined)
    return response
  } as Fetch
  target.fetch = wrapper
  return () => {
    active = false
    if (target.fetch === wrapper) target.fetch = original
  }
}

/** The page's `fetch` wrapper (always installed when the runtime runs). */
export const fetchIntegration: Integration = {
  name: 'fetch',
  install: (env) => wrapFetch(env.win as unknown as { fetch: Fetch }, env),
}
