import type { AntispamConfig } from '../config'
import type { Transport } from '../transport/types'

/** A signal value as the plugin stores it. */
export type SignalValue = string | number | boolean

/** Writes signals in the configured cookie mode (contract section d). */
export interface SignalStore {
  set(values: Readonly<Record<string, SignalValue>>): void
}

/** Writes one cookie the way the plugin does: encoded value, site-wide, lax. */
export function writeCookie(name: string, value: SignalValue, maxAge?: number): void {
  const secure = location.protocol === 'https:' ? '; secure' : ''
  const age = maxAge === undefined ? '' : `; max-age=${maxAge}`
  document.cookie = `${name}=${encodeURIComponent(String(value))}${age}; path=/; samesite=lax${secure}`
}

/** Stores a localStorage entry as the plugin's `{value, timestamp}` wrapper. */
export function writeLocal(name: string, value: SignalValue): void {
  localStorage.setItem(name, JSON.stringify({ value, timestamp: Math.floor(Date.now() / 1000) }))
}

/** The store for the page's cookie mode. */
export function createSignalStore(config: AntispamConfig, transport: Transport): SignalStore {
  switch (config.cookieMode) {
    case 'native':
      return {
        set(values) {
          for (const [k, v] of Object.entries(values)) writeCookie(config.cookiePrefix + k, v)
        },
      }
    case 'alternative':
      return {
        set(values) {
          void transport.call({
            action: 'apbct_alt_session__save__AJAX',
            route: 'alt_sessions',
            fields: { cookies: JSON.stringify(values) },
          })
        },
      }
    case 'none':
      return {
        set(values) {
          for (const [k, v] of Object.entries(values)) writeLocal(k, v)
        },
      }
  }
}
