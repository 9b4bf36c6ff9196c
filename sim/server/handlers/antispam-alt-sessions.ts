import { HttpResponse, type RequestHandler } from 'msw'
import type { SiteContext } from '../site-context'
import { readAltSessionsSave } from './alt-sessions-parse'
import { antispamEndpoint } from './wp-endpoint'

// What each site stored, as the server's session row holds it (later saves merge over it).
const stored = new WeakMap<SiteContext, Record<string, unknown>>()

/** The values the site's alt-sessions saves have stored so far (the server's session row). */
export function altSessionValues(ctx: SiteContext): Readonly<Record<string, unknown>> {
  return { ...stored.get(ctx) }
}

const NONCE_FAILED = 'AltSessions: Nonce verification failed. Please reload the page and try again.'

/**
 * `apbct_alt_session__save__AJAX` / `alt_sessions` (contract c.2), read as the 6.85 server
 * reads it (alt-sessions-parse.ts): a batch it cannot parse gets its error reply and stores
 * nothing; an accepted one stores the allow-listed values and answers `{"success":true}`
 * (JSON on both transports); a REST save without a nonce is refused by the endpoint itself.
 */
export function altSessionsHandlers(ctx: SiteContext): RequestHandler[] {
  return antispamEndpoint(
    ctx,
    { action: 'apbct_alt_session__save__AJAX', route: 'alt_sessions', required: ['cookies'] },
    ({ fields, transport, nonce }) => {
      // wp_send_json on both transports.
      const reply = (body: object) => HttpResponse.json(body)
      // The endpoint checks the nonce itself too, once it has cookies: a REST save without
      // one is refused.
      if (fields.cookies && nonce === null) return reply({ success: false, error: NONCE_FAILED })
      const reading = readAltSessionsSave(fields.cookies, transport)
      if (!reading.ok) return reply({ success: false, error: reading.error })
      stored.set(ctx, { ...stored.get(ctx), ...reading.kept })
      return reply({ success: true })
    },
  )
}
