import type { Transport } from '../transport/types'
import type { SignalValue } from './cookies'

/**
 * The alt-sessions payload: an object (signal values, or the client-data object whose JSON
 * values are embedded), or `[name, value]` pairs (contract c.2).
 */
export type AltCookies = Readonly<Record<string, unknown>> | readonly [string, SignalValue][]

/**
 * Saves signals on the server (`apbct_alt_session__save__AJAX` / `alt_sessions`), adding
 * `apbct_force_alt_cookies: true` when forcing. Errors go to the console only.
 */
export function sendAltSessions(transport: Transport, cookies: AltCookies, force = false): void {
  let payload: unknown = cookies
  if (force)
    payload = Array.isArray(cookies)
      ? [...cookies, ['apbct_force_alt_cookies', true]]
      : { ...cookies, apbct_force_alt_cookies: true }
  void transport.call({
    action: 'apbct_alt_session__save__AJAX',
    route: 'alt_sessions',
    fields: { cookies: JSON.stringify(payload) },
  })
}
