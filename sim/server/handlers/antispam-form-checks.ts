import { http, HttpResponse, type RequestHandler } from 'msw'
import type { SiteContext } from '../site-context'
import { antispamEndpoint, dieJson } from './wp-endpoint'

/** Where the external-form fixture's forms post (sim/pages/external-form.ts). */
export const EXTERNAL_FORM_PATH = '/external/subscribe'
export const INTERNAL_FORM_PATH = '/wp-content/plugins/demo-form/send.php'
/** Where the guards fixture's social-login button leads (sim/pages/external-guards.ts). */
export const SOCIAL_LOGIN_PATH = '/wp-login.php'

const received = (what: string) =>
  new HttpResponse(`<!DOCTYPE html><title>${what}</title><h1 id="received">${what}</h1>`, {
    headers: { 'content-type': 'text/html; charset=UTF-8' },
  })

// The allowed reply of the social-login and outside-embed checks (the cloud's comment).
const ALLOWED_WITH_COMMENT = { apbct: { blocked: false, allow: true, comment: 'Allow' } }

/**
 * `ct_check_internal` (contract c.7): the check of a site form posting to one of its own
 * `.php` scripts, allowed here (`{"success":true}`); `cleantalk_nsl_ajax_check` and
 * `cleantalk_outside_iframe_ajax_check`, the external check's social-login and outside-embed
 * guards, allowed here as the server's AJAX hook answers (`{"apbct":{"blocked":false,
 * "allow":true,"comment":…}}` as HTML; a scenario's block fault answers for a blocked
 * visitor). None of them checks the nonce (the server hooks them without). And the form targets of the
 * fixtures, which answer a plain page (the request log keeps what they got).
 */
export function formCheckHandlers(ctx: SiteContext): RequestHandler[] {
  return [
    ...antispamEndpoint(
      ctx,
      { action: 'ct_check_internal', route: 'ct_check_internal', ajaxNonce: false },
      () => HttpResponse.json({ success: true }),
    ),
    ...antispamEndpoint(
      ctx,
      { action: 'cleantalk_nsl_ajax_check', route: 'cleantalk_nsl_ajax_check', ajaxNonce: false },
      ({ transport }) => dieJson(ALLOWED_WITH_COMMENT, transport),
    ),
    ...antispamEndpoint(
      ctx,
      {
        action: 'cleantalk_outside_iframe_ajax_check',
        route: 'cleantalk_outside_iframe_ajax_check',
        ajaxNonce: false,
      },
      ({ transport }) => dieJson(ALLOWED_WITH_COMMENT, transport),
    ),
    http.get(`*${SOCIAL_LOGIN_PATH}`, () => received('Social login')),
    http.all(`*${EXTERNAL_FORM_PATH}`, () => received('Subscribed')),
    http.all(`*${INTERNAL_FORM_PATH}`, () => received('Sent')),
  ]
}
