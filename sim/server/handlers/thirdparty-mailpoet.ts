import { http, HttpResponse, type RequestHandler } from 'msw'
import { bodyFields, parseBody } from '../parse-body'
import type { SiteContext } from '../site-context'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

const error = (status: number, code: string, message: string) =>
  HttpResponse.json({ errors: [{ error: code, message }] }, { status })

/**
 * MailPoet's JSON API on admin-ajax (`action=mailpoet`, `endpoint=subscribers`,
 * `method=subscribe`): a wrong token is 401, an invalid address or a filled honeypot 400,
 * success `{"data":[]}`.
 */
export function mailpoetHandlers(ctx: SiteContext): RequestHandler[] {
  return [
    http.post('*/wp-admin/admin-ajax.php', async ({ request }) => {
      const fields = bodyFields(await parseBody(request))
      if (fields.action !== 'mailpoet') return undefined
      if (fields.token !== ctx.nonces.ajax)
        return error(401, 'unauthorized', 'Sorry, but you must be logged in to do that.')
      if (fields.endpoint !== 'subscribers' || fields.method !== 'subscribe')
        return error(400, 'bad_request', 'Invalid API endpoint.')
      if (fields['data[email]'])
        return error(400, 'bad_request', 'Please leave the first field empty.')
      const email = Object.entries(fields).find(([k]) => k.startsWith('data[form_field_'))?.[1]
      if (!email || !EMAIL.test(email))
        return error(400, 'bad_request', 'Please specify a valid email address.')
      return HttpResponse.json({ data: [] })
    }),
  ]
}
