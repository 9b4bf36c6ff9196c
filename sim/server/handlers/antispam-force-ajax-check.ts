import { HttpResponse, type RequestHandler } from 'msw'
import type { SiteContext } from '../site-context'
import { antispamEndpoint } from './wp-endpoint'

/**
 * `cleantalk_force_ajax_check` (contract c.7): the check of an external form's fields before
 * it is sent elsewhere (Bitrix24, sender.net). Allowed here; a scenario's block fault answers
 * for a blocked visitor.
 */
export function forceAjaxCheckHandlers(ctx: SiteContext): RequestHandler[] {
  return antispamEndpoint(
    ctx,
    { action: 'cleantalk_force_ajax_check', route: 'cleantalk_force_ajax_check' },
    () => HttpResponse.json({ apbct: { blocked: false, allow: true } }),
  )
}
