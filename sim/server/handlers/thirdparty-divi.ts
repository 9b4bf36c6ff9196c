import { http, HttpResponse, type RequestHandler } from 'msw'
import { bodyFields, parseBody } from '../parse-body'
import type { SiteContext } from '../site-context'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * Divi's newsletter subscribe on admin-ajax (`action=et_pb_submit_subscribe_form`): the
 * front-end nonce, then `{"error":…}` or `{"success":…}` as text/html JSON (Divi echoes it).
 */
export function diviHandlers(ctx: SiteContext): RequestHandler[] {
  return [
    http.post('*/wp-admin/admin-ajax.php', async ({ request }) => {
      const fields = bodyFields(await parseBody(request))
      if (fields.action !== 'et_pb_submit_subscribe_form') return undefined
      const reply = (body: object) =>
        new HttpResponse(JSON.stringify(body), {
          headers: { 'content-type': 'text/html; charset=UTF-8' },
        })
      if (fields.et_frontend_nonce !== ctx.nonces.ajax)
        return reply({ error: 'Configuration error: nonce is not valid.' })
      if (!EMAIL.test(fields.et_email ?? ''))
        return reply({ error: 'Please input a valid email address.' })
      return reply({ success: 'Success!' })
    }),
  ]
}
