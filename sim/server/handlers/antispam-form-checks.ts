import { http, HttpResponse, type RequestHandler } from 'msw'
import type { SiteContext } from '../site-context'
import { antispamEndpoint } from './wp-endpoint'

/** Where the external-form fixture's forms post (sim/pages/external-form.ts). */
export const EXTERNAL_FORM_PATH = '/external/subscribe'
export const INTERNAL_FORM_PATH = '/wp-content/plugins/demo-form/send.php'

const received = (what: string) =>
  new HttpResponse(`<!DOCTYPE html><title>${what}</title><h1 id="received">${what}</h1>`, {
    headers: { 'content-type': 'text/html; charset=UTF-8' },
  })

/**
 * `ct_check_internal` (contract c.7): the check of a site form posting to one of its own
 * `.php` scripts, allowed here (`{"success":true}`); and the two form targets of the
 * external-form fixture, which answer a plain page (the request log keeps what they got).
 */
export function formCheckHandlers(ctx: SiteContext): RequestHandler[] {
  return [
    ...antispamEndpoint(ctx, { action: 'ct_check_internal', route: 'ct_check_internal' }, () =>
      HttpResponse.json({ success: true }),
    ),
    http.all(`*${EXTERNAL_FORM_PATH}`, () => received('Subscribed')),
    http.all(`*${INTERNAL_FORM_PATH}`, () => received('Sent')),
  ]
}
