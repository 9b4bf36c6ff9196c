import type { Transport } from '../transport/types'
import type { SignalValue } from './cookies'

/** The alt-sessions payload: signal values, or the client-data object (contract c.2). */
export type AltCookies = Readonly<Record<string, unknown>>

/** A JSON-looking string as the object it encodes (the original embeds them so), else as is. */
export function embedJson(value: SignalValue | unknown): unknown {
  if (typeof value !== 'string' || !/^\s*[[{]/.test(value)) return value
  try {
    return JSON.parse(value) as unknown
  } catch {
    return value
  }
}

/**
 * Saves signals on the server (`apbct_alt_session__save__AJAX` / `alt_sessions`), adding
 * `apbct_force_alt_cookies: true` when forcing. Errors go to the console only.
 *
 * The server deletes every backslash of the payload before it parses it, so a JSON text
 * inside a string (`ct_screen_info`, `apbct_visible_fields`) would make the whole batch
 * unreadable and lose the `ct_checkjs` in it. JSON-looking values go as objects, as the
 * original sends them (the server keeps its allow-list's strings and skips those objects),
 * and a value that would still need an escape is left out rather than breaking the batch.
 * Resolves when the server has answered (or the call gave up); never rejects.
 */
export function sendAltSessions(
  transport: Transport,
  cookies: AltCookies,
  force = false,
): Promise<unknown> {
  const payload: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(cookies)) {
    const embedded = embedJson(value)
    if (!JSON.stringify(embedded)?.includes('\\')) payload[name] = embedded
  }
  if (force) payload.apbct_force_alt_cookies = true
  return transport.call({
    action: 'apbct_alt_session__save__AJAX',
    route: 'alt_sessions',
    fields: { cookies: JSON.stringify(payload) },
    light: true,
  })
}
