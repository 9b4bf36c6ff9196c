import type { AntispamConfig } from '../config/config'
import type { createTransport, TransportDeps } from './create-transport'
import {
  CALL_TIMEOUT_MS,
  type CallResult,
  type CallSpec,
  type FirstReply,
  type Transport,
} from './types'
import { bramble } from '../../core/message'

/** What the transport takes from dist/antispam-lazy.js (lazy/lazy-parts.ts). */
export interface TransportLazyParts {
  readonly createTransport: typeof createTransport
}

/**
 * The runtime's transport with its code (create-transport.ts and the reply and nonce
 * handling) loaded from dist/antispam-lazy.js at the first call: a page view that sends
 * nothing never fetches it. Calls are asynchronous anyway, so each one waits for the chunk
 * and then goes through the one real transport; reply listeners attach to it. A `light`
 * call made before then (the alternative mode's start-up save) is sent at once without the
 * chunk; only a reply other than `{"success":true}` loads it and sends the call again, so
 * nonce refreshes and the console catalogue stay in one place.
 */
export function createLazyTransport(
  config: AntispamConfig,
  deps: TransportDeps,
  load: () => Promise<TransportLazyParts>,
): Transport {
  const listeners = new Set<(reply: unknown, spec: CallSpec) => void>()
  let real: Promise<Transport> | undefined
  let loaded: Transport | undefined
  const transport = () =>
    (real ??= load().then((parts) => {
      loaded = parts.createTransport(config, deps)
      loaded.onReply((reply, spec) => listeners.forEach((l) => l(reply, spec)))
      return loaded
    }))
  const full = (spec: CallSpec, first?: FirstReply): Promise<CallResult> =>
    transport().then(
      (t) => t.call(spec, first),
      (error: unknown) => {
        console.error(bramble('Failed to load the anti-spam transport:'), error)
        return { ok: false, error: 'Unexpected error. Status: not loaded.' }
      },
    )
  const nonceFor = (t: 'rest' | 'admin_ajax') =>
    loaded?.nonceFor(t) ??
    // Before the first call the nonce is the page's own (a fresh one only comes from a call).
    (config.freshNonce || (t === 'rest' ? config.restNonce : config.ajaxNonce))

  // POST with multipart fields as build-request.ts builds it, without its GET branch and URL
  // handling (the alt-sessions save is the only light call): the bytes of antispam.js.
  const light = async (spec: CallSpec): Promise<CallResult> => {
    try {
      const rest = (spec.transport ?? config.ajaxType) === 'rest'
      const nonce = nonceFor(rest ? 'rest' : 'admin_ajax')
      const body = new FormData()
      for (const [k, v] of Object.entries(spec.fields ?? {})) body.append(k, v)
      if (!rest) {
        body.append('action', spec.action)
        body.append('_ajax_nonce', nonce)
        body.append('no_cache', String(Math.random()))
      }
      // Relative endpoints resolve against the page, credentials are same-origin: fetch's
      // defaults, as the full transport sets them.
      const res = await (deps.fetch ?? fetch)(
        rest ? `${config.restUrl}cleantalk-antispam/v1/${spec.route}` : config.ajaxUrl,
        {
          method: 'POST',
          headers: rest ? { 'X-WP-Nonce': nonce } : {},
          body,
          signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
        },
      )
      // A plain success is no block message: the reply listeners have nothing to see in it.
      if (
        res.ok &&
        (
          await res
            .clone()
            .json()
            .catch(() => 0)
        ).success === true
      )
        return { ok: true, data: { success: true }, status: res.status }
      // Any other reply is the full transport's first attempt: a refused nonce then costs one
      // refresh and one replay, never a second send with the same nonce.
      return full(spec, res)
    } catch {
      // No reply (network, timeout): the full transport sends the call again and reports it.
    }
    return full(spec)
  }

  return {
    call: (spec) => (spec.light && !real ? light(spec) : full(spec)),
    onReply(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    nonceFor,
  }
}
