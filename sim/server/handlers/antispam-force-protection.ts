import { HttpResponse, type RequestHandler } from 'msw'
import type { SiteContext } from '../site-context'
import { antispamEndpoint } from './wp-endpoint'

/** What the server answers a visitor it allows (contract c.7). */
export const FORCE_PROTECTION_ALLOW = { allow: 1, message: 'Allowed', success: true }

/**
 * `apbct_force_protection_check_bot` / `force_protection_check_bot` (contract c.7): whether
 * the page may show its encoded forms. REST answers the reply as a JSON string (the real
 * route returns `json_encode(...)` through the REST server, so it is encoded twice).
 */
export function forceProtectionHandlers(ctx: SiteContext): RequestHandler[] {
  return antispamEndpoint(
    ctx,
    {
      action: 'apbct_force_protection_check_bot',
      route: 'force_protection_check_bot',
      nonceGuarded: true,
    },
    ({ transport }) =>
      HttpResponse.json(
        transport === 'rest' ? JSON.stringify(FORCE_PROTECTION_ALLOW) : FORCE_PROTECTION_ALLOW,
      ),
  )
}
