import { http, HttpResponse, type RequestHandler } from 'msw'
import { findServerForm } from '../../pages/forms-fixtures/registry'
import { actionsReply } from '../../pages/nff/actions'
import { bodyFields, parseBody } from '../parse-body'
import type { SiteContext } from '../site-context'

/** The session cookie without which the server has nothing to resume. */
export const RESUME_SESSION_COOKIE = 'nf_wp_session'

function hasCookie(header: string | null, name: string): boolean {
  return (header ?? '').split(';').some((c) => c.trim().startsWith(`${name}=`))
}

/**
 * The resume call (`nf_ajax_submit` with `nf_resume[…]`, returning from a payment page):
 * with the `nf_wp_session` cookie and a known form in `nf_resume[nf_resume]`, the server
 * finishes the submission and answers as a success; otherwise there is nothing to resume.
 */
export function formsResumeHandlers(ctx: SiteContext): RequestHandler[] {
  return [
    http.post('*/wp-admin/admin-ajax.php', async ({ request }) => {
      const body = bodyFields(await parseBody(request))
      if (body.action !== 'nf_ajax_submit' || body.formData !== undefined) return undefined
      const resume = Object.fromEntries(
        Object.entries(body)
          .filter(([k]) => /^nf_resume\[.+\]$/.test(k))
          .map(([k, v]) => [k.slice(10, -1), v]),
      )
      if (Object.keys(resume).length === 0) return undefined
      if (body.security !== ctx.nonces.forms) {
        return HttpResponse.json({
          data: [],
          errors: { nonce: { new_nonce: ctx.nonces.forms, nonce_ts: 1767225600 } },
          debug: [],
        })
      }
      const form = findServerForm(String(resume.nf_resume ?? ''))
      if (!form || !hasCookie(request.headers.get('cookie'), RESUME_SESSION_COOKIE)) {
        return HttpResponse.json({ data: [], errors: ['No submission to resume.'], debug: [] })
      }
      const actions = actionsReply(form.actions, {
        fieldValue: () => '',
        calcValue: () => undefined,
        rows: () => [],
        adminEmail: 'admin@example.com',
      })
      return HttpResponse.json({
        data: { form_id: String(resume.nf_resume), resume, settings: form.settings, actions },
        errors: [],
        debug: [],
      })
    }),
  ]
}
