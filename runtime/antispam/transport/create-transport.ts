import type { AntispamConfig } from '../config'
import { postCall } from './post'
import type { CallResult, CallSpec, Transport } from './types'

/**
 * The transport of the runtime. (Minimal first version: sends the call and parses the
 * reply; nonce refresh, timeouts and the error catalogue follow.)
 */
export function createTransport(config: AntispamConfig): Transport {
  const listeners = new Set<(reply: unknown, spec: CallSpec) => void>()
  return {
    async call(spec): Promise<CallResult> {
      try {
        const fields: Record<string, string> = {}
        for (const [k, v] of Object.entries(spec.fields ?? {}))
          if (typeof v === 'string') fields[k] = v
        const data = await postCall(config, { action: spec.action, route: spec.route, fields })
        listeners.forEach((l) => l(data, spec))
        return { ok: true, data, status: 200 }
      } catch (error) {
        return { ok: false, error: (error as Error).message }
      }
    },
    onReply(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
