import { http, HttpResponse, type RequestHandler } from 'msw'
import { findServerForm } from '../../pages/forms-fixtures/registry'
import { bodyFields, parseBody } from '../parse-body'
import type { SiteContext } from '../site-context'
import { checkSubmission, instanceIds, type ServerFieldError } from './forms-submit-check'
import {
  errorReply,
  invalidFormReply,
  unknownFormReply,
  successReply,
  type PostedFormData,
} from './forms-submit-reply'

/** The `nonce_ts` the mock server issues with a new nonce (as the nonce-expiry fault does). */
export const FORMS_NONCE_TS = 1767225600

function readFormData(text: string | undefined): PostedFormData | undefined {
  try {
    const v = JSON.parse(text ?? '') as Record<string, unknown>
    if (
      typeof v !== 'object' ||
      v === null ||
      (typeof v.id !== 'string' && typeof v.id !== 'number')
    )
      return undefined
    const rec = (x: unknown) =>
      typeof x === 'object' && x !== null && !Array.isArray(x) ? (x as Record<string, never>) : {}
    return {
      id: String(v.id),
      fields: rec(v.fields),
      settings: rec(v.settings),
      extra: rec(v.extra),
    }
  } catch {
    return undefined
  }
}

/**
 * `nf_ajax_submit` on admin-ajax (forms contract c/d), as strict as the real server: a
 * wrong `security`, or a `nonce_ts` the site never issued, gets `errors.nonce` with a new
 * nonce and `nonce_ts`; missing, extra or mis-keyed fields, empty required fields and
 * missing CAPTCHA tokens are refused; a form id the site does not know gets the empty
 * success the 3.14.9 server gives it; the server policy adds field/form errors, a status,
 * a halt redirect, analytics and debug output. Success carries the actions' message and
 * the server-side calculations.
 */
export function formsSubmitHandlers(ctx: SiteContext): RequestHandler[] {
  const pageNonce = ctx.nonces.forms
  let issued = false
  let submits = 0
  let subId = 122
  const nonceReply = () => {
    issued = true
    return HttpResponse.json({
      data: [],
      errors: { nonce: { new_nonce: ctx.nonces.forms, nonce_ts: FORMS_NONCE_TS } },
      debug: [],
    })
  }
  return [
    http.post('*/wp-admin/admin-ajax.php', async ({ request }) => {
      const body = bodyFields(await parseBody(request))
      if (body.action !== 'nf_ajax_submit' || body.formData === undefined) return undefined
      const { policy } = ctx
      issued ||= ctx.nonces.forms !== pageNonce
      if (body.security !== ctx.nonces.forms) return nonceReply()
      // The server checks the nonce of `ninja_forms_display_nonce_<nonce_ts>`: a nonce_ts it
      // never issued fails that check and gets the nonce reply, as a wrong nonce does.
      const nonceTs = body.nonce_ts ?? ''
      if (
        (!issued && nonceTs !== '') ||
        (issued && nonceTs !== '' && nonceTs !== String(FORMS_NONCE_TS))
      ) {
        return nonceReply()
      }
      const data = readFormData(body.formData)
      const form = data && findServerForm(data.id)
      if (!data || !/^\d+(_\d+)?$/.test(data.id)) return invalidFormReply(policy)
      if (!form) return unknownFormReply(policy, data.id)
      submits++
      const required = String(form.settings.validateRequiredField ?? '') || undefined
      const fieldErrors: Record<string, ServerFieldError> = checkSubmission(
        form,
        data.id,
        data.fields,
        required,
      )
      const formErrors: Record<string, string> = {}
      const policyApplies =
        policy.formsErrorSubmits === 'always' || submits <= policy.formsErrorSubmits
      if (policyApplies) {
        const ids = instanceIds(form, data.id)
        for (const [key, err] of Object.entries(policy.formsFieldErrors)) {
          const id = [...ids].find(([, f]) => f.key === key)?.[0] ?? key
          fieldErrors[id] = err
        }
        Object.assign(formErrors, policy.formsFormErrors)
      }
      if (Object.keys(fieldErrors).length > 0 || Object.keys(formErrors).length > 0) {
        return errorReply(policy, form, data, fieldErrors, formErrors)
      }
      const repeated = repeatedUniqueField(ctx, form, data)
      if (repeated) return errorReply(policy, form, data, repeated, {})
      const id = ++subId
      ctx.submissions.push({
        id,
        formId: data.id,
        values: Object.fromEntries(Object.entries(data.fields).map(([fid, f]) => [fid, f.value])),
      })
      return successReply(policy, form, data, id)
    }),
  ]
}

/**
 * The form builder's own idempotency (3.14.9 `Submission.php`, after field validation): with
 * the form setting `unique_field` (a field key; here also the policy's `formsUniqueField`) a
 * non-empty value already stored for that field of the form is refused as
 * `{slug:'unique_field', message: unique_field_error}` on the field, and nothing is stored.
 */
function repeatedUniqueField(
  ctx: SiteContext,
  form: NonNullable<ReturnType<typeof findServerForm>>,
  data: PostedFormData,
): Record<string, ServerFieldError> | undefined {
  const key = ctx.policy.formsUniqueField ?? String(form.settings.unique_field ?? '')
  if (!key) return undefined
  const entry = [...instanceIds(form, data.id)].find(([, f]) => f.key === key)
  if (!entry) return undefined
  const [fieldId, field] = entry
  const value = data.fields[fieldId]?.value
  const text = typeof value === 'string' ? value : JSON.stringify(value ?? '')
  if (value === undefined || value === '' || text === '[]') return undefined
  // Stored per form and field id, whichever instance of the form sent it (`_field_<id>`).
  const base = (id: string) => id.replace(/_\d+$/, '')
  const stored = ctx.submissions.some(
    (s) =>
      base(s.formId) === base(data.id) &&
      Object.entries(s.values).some(
        ([k, v]) => base(k) === String(field.id) && JSON.stringify(v) === JSON.stringify(value),
      ),
  )
  if (!stored) return undefined
  const message =
    String(form.settings.unique_field_error ?? '') ||
    'A form with this value has already been submitted.'
  return { [fieldId]: { slug: 'unique_field', message } }
}
