import { http, HttpResponse, type RequestHandler } from 'msw'
import { bodyFields, parseBody } from '../parse-body'
import type { SiteContext } from '../site-context'
import { ajaxDie } from './wp-endpoint'

/** Actions the modal may load its content from (c.7; the default is `get_options_template`). */
export const MODAL_ACTIONS = ['get_options_template']

/**
 * The modal-load admin-ajax action (c.7): text HTML from the policy's `modalHtml`. The real
 * action is registered for logged-in users only, so a visitor (empty `modalHtml`, the
 * default) gets admin-ajax's `0` with 400.
 */
export function modalLoadHandlers(ctx: SiteContext): RequestHandler[] {
  return [
    http.post('*/wp-admin/admin-ajax.php', async ({ request }) => {
      const fields = bodyFields(await parseBody(request))
      if (!MODAL_ACTIONS.includes(fields.action ?? '')) return undefined
      if (!ctx.policy.modalHtml) return ajaxDie('0', 400)
      if (fields._ajax_nonce !== ctx.nonces.ajax) return ajaxDie('-1', 403)
      return new HttpResponse(ctx.policy.modalHtml, {
        headers: { 'content-type': 'text/html; charset=UTF-8' },
      })
    }),
  ]
}
