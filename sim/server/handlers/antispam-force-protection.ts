import { HttpResponse, type RequestHandler } from 'msw'
import type { SiteContext } from '../site-context'
import { ajaxDie, antispamEndpoint } from './wp-endpoint'

/** What the server answers a visitor it allows (contract c.7). */
export const FORCE_PROTECTION_ALLOW = { allow: 1, message: 'Allowed', success: true }

/** What the server answers when its cloud cannot be reached: the forms are shown. */
export const FORCE_PROTECTION_CLOUD_ERROR = {
  allow: 1,
  success: false,
  error: { comment: 'Unknown response from /api2.0: Only HTTP(S) requests are handled.' },
}

/**
 * `apbct_force_protection_check_bot` / `force_protection_check_bot` (contract c.7): whether
 * the page may show its encoded forms. REST answers the reply as a JSON string (the real
 * route returns `json_encode(...)` through the REST server, so it is encoded twice);
 * admin-ajax dies with the JSON as HTML. The policy's `forceProtection` chooses the allowed
 * reply or the cloud-error reply (as offline).
 */
export function forceProtectionHandlers(ctx: SiteContext): RequestHandler[] {
  return antispamEndpoint(
    ctx,
    {
      action: 'apbct_force_protection_check_bot',
      route: 'force_protection_check_bot',
      nonceGuarded: true,
      required: ['post_url', 'referrer'],
    },
    ({ transport }) => {
      const reply =
        ctx.policy.forceProtection === 'cloud_error'
          ? FORCE_PROTECTION_CLOUD_ERROR
          : FORCE_PROTECTION_ALLOW
      return transport === 'rest'
        ? HttpResponse.json(JSON.stringify(reply))
        : ajaxDie(JSON.stringify(reply), 200)
    },
  )
}
