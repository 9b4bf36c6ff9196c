import { HttpResponse, type RequestHandler } from 'msw'
import type { SiteContext } from '../site-context'
import { antispamEndpoint } from './wp-endpoint'

/** The site's JS-check key: printed as `ctPublic.ct_checkjs_key`, and the answer below. */
export const CHECKJS_KEY = 1234567890

/**
 * `apbct_js_keys__get` / `js_keys__get` (contract c.7): the JS-check key for the hidden
 * `ct_checkjs` inputs the server prints in its "use AJAX for the JS check" mode, as
 * `{"js_key":"…"}`.
 */
export function jsKeysHandlers(ctx: SiteContext): RequestHandler[] {
  return antispamEndpoint(ctx, { action: 'apbct_js_keys__get', route: 'js_keys__get' }, () =>
    HttpResponse.json({ js_key: String(CHECKJS_KEY) }),
  )
}
