import type { AntispamConfig } from './config/config'
import { isRecord } from './config/config-checks'
import type { AntispamContext } from './context/feature'
import { on } from './events/event-hub'
import { features } from './features'
import { startEach } from './context/start-each'
import { watchForceAltCookies } from './storage/force-alt-cookies'
import { createSignalStore } from './storage/signal-store'
import { loadLazy } from './chunks/load-lazy'
import { createLazyTransport } from './transport/lazy-transport'

function onceWarner(): (message: string) => void {
  const seen = new Set<string>()
  return (message) => {
    if (seen.has(message)) return
    seen.add(message)
    console.warn(message)
  }
}

/**
 * Starts the anti-spam runtime for a page and returns its uninstall function, also
 * published with the features' read-only views as `window.__brambleAntispam`.
 * With `data__key_is_ok` false the behaviour listeners and force protection stay off (as with
 * the original: the server still needs the JS check and the start-up values to accept a post).
 */
export function install(config: AntispamConfig, win: Window = window): () => void {
  const transport = createLazyTransport(
    config,
    {
      // Looked up now, before the fetch wrapper is installed: the runtime's own calls never
      // pass through it.
      fetch: win.fetch.bind(win),
      publish(nonce) {
        // Other scripts on the page read the refreshed nonce where the plugin keeps it.
        const fns = (win as unknown as Record<string, unknown>).ctPublicFunctions
        if (isRecord(fns)) fns._fresh_nonce = nonce
      },
    },
    loadLazy,
  )
  const handle: Record<string, unknown> = {}
  const ctx: AntispamContext = {
    config,
    transport,
    store: createSignalStore(config, transport, win),
    win,
    listen: on,
    warn: onceWarner(),
    expose: (name, value) => (handle[name] = value),
  }
  const uninstall = startEach(
    'feature',
    features.filter((feature) => !feature.enabled || feature.enabled(config)),
    (feature) => feature.install(ctx),
    [watchForceAltCookies(win, ctx.store)],
  )
  ;(win as unknown as Record<string, unknown>).__brambleAntispam = { ...handle, uninstall }
  return uninstall
}
