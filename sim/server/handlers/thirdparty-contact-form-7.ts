import { http, HttpResponse, type RequestHandler } from 'msw'
import { bodyFields, parseBody } from '../parse-body'
import type { SiteContext } from '../site-context'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * Contact Form 7's REST feedback route (`contact-form-7/v1/contact-forms/<id>/feedback`):
 * multipart FormData in, CF7's JSON reply out — `mail_sent`, `validation_failed` with
 * `invalid_fields`, or the 400 error for a missing unit tag (CF7 5.8+).
 */
export function contactForm7Handlers(_ctx: SiteContext): RequestHandler[] {
  return [
    http.post(
      '*/wp-json/contact-form-7/v1/contact-forms/:id/feedback',
      async ({ request, params }) => {
        const fields = bodyFields(await parseBody(request))
        const unitTag = fields._wpcf7_unit_tag ?? ''
        if (!/^wpcf7-f\d+-/.test(unitTag)) {
          return HttpResponse.json(
            {
              code: 'wpcf7_unit_tag_not_found',
              message: 'There is no valid unit tag.',
              data: { status: 400 },
            },
            { status: 400 },
          )
        }
        const base = { contact_form_id: Number(params.id), into: `#${unitTag}` }
        const invalid: { field: string; message: string; idref: null; error_id: string }[] = []
        const fail = (field: string, message: string) =>
          invalid.push({ field, message, idref: null, error_id: `${unitTag}-ve-${field}` })
        if (!fields['your-name']?.trim()) fail('your-name', 'Please fill out this field.')
        const email = fields['your-email']?.trim() ?? ''
        if (!email) fail('your-email', 'Please fill out this field.')
        else if (!EMAIL.test(email)) fail('your-email', 'Please enter an email address.')
        if (invalid.length > 0) {
          return HttpResponse.json({
            ...base,
            status: 'validation_failed',
            message: 'One or more fields have an error. Please check and try again.',
            posted_data_hash: '',
            invalid_fields: invalid,
          })
        }
        return HttpResponse.json({
          ...base,
          status: 'mail_sent',
          message: 'Thank you for your message. It has been sent.',
          posted_data_hash: 'd52f8f5f1a3c6b2e9f0a7d4c8b1e6a33',
          invalid_fields: [],
        })
      },
    ),
  ]
}
