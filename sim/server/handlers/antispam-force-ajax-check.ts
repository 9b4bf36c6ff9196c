import type { RequestHandler } from 'msw'
import type { SiteContext } from '../site-context'
import { antispamEndpoint, dieJson } from './wp-endpoint'

/**
 * `cleantalk_force_ajax_check` (contract c.7): the check of an external form's fields before
 * it is sent elsewhere (Bitrix24, sender.net). Allowed here (the server dies with its JSON,
 * as HTML, and checks no nonce); a scenario's block fault answers for a blocked visitor.
 */
export function forceAjaxCheckHandlers(ctx: SiteContext): RequestHandler[] {
  return antispamEndpoint(
    ctx,
    { action: 'cleantalk_force_ajax_check', route: 'cleantalk_force_ajax_check', ajaxNonce: false },
    ({ transport }) => dieJson({ apbct: { blocked: false, allow: true } }, transport),
  )
}
