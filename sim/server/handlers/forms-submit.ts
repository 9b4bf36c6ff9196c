import { http, HttpResponse, type RequestHandler } from 'msw'
import { bodyFields, parseBody } from '../parse-body'
import type { SiteContext } from '../site-context'

/** `nf_ajax_submit` on admin-ajax (forms contract section c): a minimal success reply. */
export function formsSubmitHandlers(ctx: SiteContext): RequestHandler[] {
  return [
    http.post('*/wp-admin/admin-ajax.php', async ({ request }) => {
      const fields = bodyFields(await parseBody(request))
      if (fields.action !== 'nf_ajax_submit') return undefined
      if (fields.security !== ctx.nonces.forms) return new HttpResponse('-1', { status: 403 })
      let formData: { id?: string }
      try {
        formData = JSON.parse(fields.formData ?? '') as { id?: string }
      } catch {
        return HttpResponse.json({ errors: { form: { invalid: 'Invalid form data.' } } })
      }
      return HttpResponse.json({ data: { form_id: formData.id, actions: {} }, errors: [] })
    }),
  ]
}
