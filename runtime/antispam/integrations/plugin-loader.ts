import { loadChunk } from '../../core/chunk-loader'
import type { Integration } from './engine/env'
import { hasPluginMarker } from './plugins'
import { PLUGINS_CHUNK } from './plugin-chunk-name'
import type { PluginHooks } from './install-plugins'
import { whenLoaded, whenReady } from '../events/lifecycle'

/** Whether the page has something the plugin hooks act on. */
export function needsPluginHooks(win: Window): boolean {
  const w = win as unknown as { jQuery?: unknown; wp?: { apiFetch?: unknown } }
  return (
    typeof w.jQuery === 'function' ||
    typeof w.wp?.apiFetch === 'function' ||
    hasPluginMarker(win.document)
  )
}

/**
 * Loads the third-party hooks (dist/antispam-plugins.js) once the page is parsed, at `load`
 * for scripts that arrive late, or at a `fetch` with a body for markers rendered later still
 * (sender.net's frame form) — and only when the page needs them: a plain page never fetches
 * them.
 */
export const pluginsIntegration: Integration = {
  name: 'plugins',
  install(env) {
    let stopped = false
    let loading: Promise<void> | undefined
    let teardown: (() => void) | undefined
    const check = () => {
      if (stopped || loading || !needsPluginHooks(env.win)) return loading
      return (loading = loadChunk<PluginHooks>(PLUGINS_CHUNK)
        .then((hooks) => {
          if (!stopped) teardown = hooks.install(env)
        })
        // The chunk loader's error names the file; the page works on without the hooks.
        .catch(console.error))
    }
    env.pluginHooks = check
    const stopReady = whenReady(env.win, check)
    const stopLoad = whenLoaded(env.win, check)
    return () => {
      stopped = true
      stopReady()
      stopLoad()
      teardown?.()
    }
  },
}
