import type { AntispamConfig } from '../config/config'
import { buildRequest } from './build-request'
import { classifyReply, type ReplyVerdict } from './classify-reply'
import { CALL_ERRORS, logCallError } from './errors'
import { fetchFreshNonce } from './fresh-nonce'
import { CALL_TIMEOUT_MS, type CallResult, type CallSpec, type Transport } from './types'
import { bramble } from '../../core/message'

export { CALL_TIMEOUT_MS }

/** What the transport needs besides the config; injectable for tests. */
export interface TransportDeps {
  /** Looked up once, so wrappers installed later by the runtime never see its own calls. */
  readonly fetch?: typeof fetch
  readonly random?: () => number
  /** The page address relative endpoints resolve against. */
  readonly base?: string
  /** Where `_fresh_nonce` is published for other scripts (`ctPublicFunctions`). */
  readonly publish?: (nonce: string) => void
}

type Attempt = ReplyVerdict | { kind: 'failed'; error: string }

/**
 * The transport of the runtime (contract b): REST or admin-ajax per call, the nonce, a
 * 15000 ms timeout, the error catalogue on the console, and on a nonce failure one
 * `get_fresh_wpnonce` call and one replay — never a loop. Calls never reject.
 */
export function createTransport(config: AntispamConfig, deps: TransportDeps = {}): Transport {
  const fetchFn = deps.fetch ?? globalThis.fetch.bind(globalThis)
  const random = deps.random ?? Math.random
  const listeners = new Set<(reply: unknown, spec: CallSpec) => void>()
  let freshNonce = config.freshNonce
  // Concurrent nonce failures share one refresh.
  let refreshing: Promise<string | undefined> | undefined

  const nonceFor = (t: 'rest' | 'admin_ajax') =>
    freshNonce || (t === 'rest' ? config.restNonce : config.ajaxNonce)

  const withTimeout = async <T>(run: (signal: AbortSignal) => Promise<T>): Promise<T> => {
    const controller = new AbortController()
    const timer = setTimeout(() => controller.abort(), CALL_TIMEOUT_MS)
    try {
      return await run(controller.signal)
    } finally {
      clearTimeout(timer)
    }
  }

  const attempt = (spec: CallSpec, nonce: string): Promise<Attempt> =>
    withTimeout(async (signal) => {
      const base = deps.base ?? location.href
      const transport = spec.transport ?? config.ajaxType
      const s = { ...config, transport, nonce, base, random }
      const { url, init } = buildRequest(spec, s)
      try {
        const res = await fetchFn(url, { ...init, signal })
        return classifyReply(res.status, await res.text(), spec.expect ?? 'json')
      } catch (error) {
        if (signal.aborted) return { kind: 'failed', error: CALL_ERRORS.timeout }
        return {
          kind: 'failed',
          error: CALL_ERRORS.unexpected((error as Error).message || 'error'),
        }
      }
    })

  const refresh = (failed: string, spec: CallSpec): Promise<string | undefined> =>
    (refreshing ??= withTimeout((signal) =>
      fetchFreshNonce(fetchFn, config.blogHome, failed, spec, signal),
    )
      .then((r) => {
        if (r.ok) {
          freshNonce = r.nonce
          deps.publish?.(r.nonce)
          return r.nonce
        }
        // A refused refresh (rate limit, cooldown) is expected traffic: one quiet line.
        console.warn(bramble(`Could not refresh the anti-spam nonce: ${r.reason}.`))
        return undefined
      })
      .finally(() => (refreshing = undefined)))

  const notify = (verdict: Attempt, spec: CallSpec) => {
    if (verdict.kind === 'failed' || verdict.parsed === undefined) return
    for (const l of listeners) {
      try {
        l(verdict.parsed, spec)
      } catch {
        // A listener's failure must not change the call's outcome.
      }
    }
  }

  const finish = (verdict: Attempt, spec: CallSpec): CallResult => {
    notify(verdict, spec)
    if (verdict.kind === 'ok') return { ok: true, data: verdict.data, status: verdict.status }
    const error = verdict.kind === 'nonce' ? CALL_ERRORS.code(verdict.status) : verdict.error
    logCallError(spec.route, error)
    return verdict.kind === 'failed'
      ? { ok: false, error }
      : { ok: false, error, status: verdict.status }
  }

  return {
    async call(spec, first) {
      const transport = spec.transport ?? config.ajaxType
      const nonce = spec.nonce === false ? '' : nonceFor(transport)
      let verdict = first
        ? classifyReply(first.status, await first.text().catch(() => ''), spec.expect ?? 'json')
        : await attempt(spec, nonce)
      if (verdict.kind === 'nonce' && nonce) {
        // Another call may already have refreshed it; otherwise ask once.
        const next =
          nonceFor(transport) !== nonce ? nonceFor(transport) : await refresh(nonce, spec)
        if (next) verdict = await attempt(spec, next)
      }
      return finish(verdict, spec)
    },
    onReply(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    nonceFor,
  }
}
