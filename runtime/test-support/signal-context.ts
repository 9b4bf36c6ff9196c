import { antispamSite } from './antispam-site'
import type { AntispamConfig } from '../antispam/config/config'
import { createSignalStore, type SignalStore } from '../antispam/storage/signal-store'
import type { SignalContext } from '../antispam/signals/types'
import type { CallSpec, Transport } from '../antispam/transport/types'
import { on } from '../antispam/events/event-hub'

const site = antispamSite().reset({ cookieMode: 'none' })

/** A signal context over the real store (mode none by default) and a recording transport. */
export function signalContext(
  config: Partial<AntispamConfig> = {},
  random: () => number = () => 0.5,
): SignalContext & { calls: CallSpec[]; writes: Record<string, unknown>[]; store: SignalStore } {
  const calls: CallSpec[] = []
  const transport: Transport = {
    call: async (spec) => {
      calls.push(spec)
      return { ok: true, data: { success: true }, status: 200 }
    },
    onReply: () => () => undefined,
    nonceFor: () => '',
  }
  const cfg = site.config(config)
  const store = createSignalStore(cfg, transport, window)
  const writes: Record<string, unknown>[] = []
  const set = store.set.bind(store)
  store.set = (values, options) => {
    writes.push({ ...values })
    set(values, options)
  }
  return {
    config: cfg,
    transport,
    store,
    win: window,
    listen: on,
    warn: () => undefined,
    random,
    calls,
    writes,
  }
}

/** Clears every browser store between tests. */
export function clearBrowserState(): void {
  localStorage.clear()
  sessionStorage.clear()
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]!.trim()
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
  }
}
