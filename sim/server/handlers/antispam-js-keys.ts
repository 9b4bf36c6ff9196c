import { HttpResponse, type RequestHandler } from 'msw'
import type { SiteContext } from '../site-context'
import { ajaxDie, antispamEndpoint } from './wp-endpoint'

/** The site's JS-check key: printed as `ctPublic.ct_checkjs_key`, and the answer below. */
export const CHECKJS_KEY = 1234567890

/**
 * `apbct_js_keys__get` / `js_keys__get` (contract c.7): the JS-check key for the hidden
 * `ct_checkjs` inputs the server prints in its "use AJAX for the JS check" mode. REST answers
 * `{"js_key":<number>}`; admin-ajax answers `0`, as the 6.85 server does (its admin-ajax
 * dispatcher never reaches the key: test/wordpress/mock-differential.test.ts).
 */
export function jsKeysHandlers(ctx: SiteContext): RequestHandler[] {
  return antispamEndpoint(
    ctx,
    { action: 'apbct_js_keys__get', route: 'js_keys__get' },
    ({ transport }) =>
      transport === 'rest' ? HttpResponse.json({ js_key: CHECKJS_KEY }) : ajaxDie('0', 200),
  )
}
