import type { AntispamConfig } from './config'
import { createSignalStore } from './storage/signal-store'

/**
 * Starts the anti-spam runtime for a page and returns its uninstall function.
 * With `data__key_is_ok` false nothing runs: no cookies, storage, requests or patches.
 */
export function install(config: AntispamConfig): () => void {
  if (!config.keyIsOk) return () => undefined
  const store = createSignalStore(config)
  store.set({
    ct_ps_timestamp: Math.floor(Date.now() / 1000),
    ct_timezone: -new Date().getTimezoneOffset() / 60,
  })
  return () => undefined
}
