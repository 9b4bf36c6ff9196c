import type { AntispamConfig } from '../config'
import type { LazyParts } from '../lazy/lazy-parts'
import type { TransportDeps } from './create-transport'
import type { CallResult, CallSpec, Transport } from './types'

/**
 * The runtime's transport with its code (create-transport.ts and the reply and nonce
 * handling) loaded from dist/antispam-lazy.js at the first call: a page view that sends
 * nothing never fetches it. Calls are asynchronous anyway, so each one waits for the chunk
 * and then goes through the one real transport; reply listeners attach to it. (No call is
 * sent at start-up any more: the alternative mode's first alt-sessions save waits for the
 * visitor's first input, storage/signal-store.ts.)
 */
export function createLazyTransport(
  config: AntispamConfig,
  deps: TransportDeps,
  load: () => Promise<LazyParts>,
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

  return {
    call: (spec): Promise<CallResult> =>
      transport().then(
        (t) => t.call(spec),
        (error: unknown) => {
          console.error('[bramble] Failed to load the anti-spam transport:', error)
          return { ok: false, error: 'Unexpected error. Status: not loaded.' }
        },
      ),
    onReply(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    nonceFor: (t) =>
      loaded?.nonceFor(t) ??
      // Before the first call the nonce is the page's own (a fresh one only comes from a call).
      (config.freshNonce || (t === 'rest' ? config.restNonce : config.ajaxNonce)),
  }
}
