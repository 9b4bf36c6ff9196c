import { HttpResponse } from 'msw'
import type { ConvertedForm } from '../../pages/nff/convert'
import { actionsReply } from '../../pages/nff/actions'
import type { SitePolicy } from '../../site/server-policy-schema'
import { serverCalculations } from './forms-server-calcs'
import {
  instanceIds,
  valueText,
  type PostedField,
  type ServerFieldError,
} from './forms-submit-check'

/** The parsed `formData` of a submission. */
export interface PostedFormData {
  id: string
  fields: Record<string, PostedField>
  settings: Record<string, unknown>
  extra: Record<string, unknown>
}

const on = (v: unknown) => v === 1 || v === '1' || v === true

/** A reply with the site's form-builder status and debug object. */
export function formsJson(policy: SitePolicy, body: Record<string, unknown>): Response {
  const debug = policy.formsDebug
  const out = debug ? { ...body, debug: { form: debug.form, console: debug.console } } : body
  return HttpResponse.json(out, { status: policy.formsHttpStatus })
}

/** `{"data":[],"errors":["Form does not exist."],"debug":[]}`: formData without a numeric id. */
export function invalidFormReply(policy: SitePolicy): Response {
  return formsJson(policy, { data: [], errors: ['Form does not exist.'], debug: [] })
}

/**
 * A numeric form id the site does not know: the 3.14.9 server runs no field and no action and answers
 * an empty success (`processed_actions: []`, no `actions`), so nothing is shown.
 */
export function unknownFormReply(policy: SitePolicy, formId: string): Response {
  return formsJson(policy, {
    data: { form_id: formId, settings: { is_preview: false }, extra: [], processed_actions: [] },
    errors: [],
    debug: [],
  })
}

// Field types the save action leaves out of the submission; it lists each one it skipped.
const UNSAVED_TYPES = new Set(
  'submit html hr note spam unknown confirm password passwordconfirm recaptcha recaptcha_v3 hcaptcha turnstile creditcardnumber creditcardcvc creditcardexpiration creditcardfullname creditcardzip'.split(
    ' ',
  ),
)

/** `extra` as PHP echoes it: an empty object decodes to an array and goes back as `[]`. */
const phpExtra = (extra: Record<string, unknown>) => (Object.keys(extra).length > 0 ? extra : [])

function fieldsData(form: ConvertedForm, data: PostedFormData) {
  const fields: Record<string, Record<string, unknown>> = {}
  const byKey: Record<string, Record<string, unknown>> = {}
  for (const [id, field] of instanceIds(form, data.id)) {
    const value = data.fields[id]?.value ?? ''
    const entry = {
      id: field.id,
      key: field.key,
      type: field.type,
      label: field.label ?? '',
      value,
    }
    fields[id] = entry
    byKey[field.key] = entry
  }
  return { fields, byKey }
}

/** The error reply: `errors.fields` and/or `errors.form`, with the form's data. */
export function errorReply(
  policy: SitePolicy,
  form: ConvertedForm,
  data: PostedFormData,
  fieldErrors: Record<string, ServerFieldError>,
  formErrors: Record<string, string>,
): Response {
  const errors: Record<string, unknown> = {}
  if (Object.keys(fieldErrors).length > 0) errors.fields = fieldErrors
  if (Object.keys(formErrors).length > 0) errors.form = formErrors
  // The real error reply carries the form's id, settings and extra, not its fields.
  return formsJson(policy, {
    data: {
      form_id: data.id,
      settings: form.settings,
      extra: phpExtra(data.extra),
      ...(policy.formsHaltRedirect ? { halt: { redirect: policy.formsHaltRedirect } } : {}),
    },
    errors,
    debug: [],
  })
}

/**
 * The success reply: the server's calculations in `extra.calculations`, the actions'
 * success message and redirect with merge tags resolved, analytics and a halt redirect
 * from the policy.
 */
export function successReply(
  policy: SitePolicy,
  form: ConvertedForm,
  data: PostedFormData,
  subId: number,
): Response {
  const ids = instanceIds(form, data.id)
  const idOf = new Map([...ids].map(([id, f]) => [f, id]))
  const valueOf = (f: ConvertedForm['fields'][number]) =>
    data.fields[idOf.get(f) ?? '']?.value ?? ''
  const calcs = serverCalculations(form.settings.calculations, form.fields, valueOf, {
    decimalPoint: String(data.settings.decimal_point ?? '.'),
    thousandsSep: String(data.settings.thousands_sep ?? ','),
  })
  const actions = actionsReply(form.actions, {
    fieldValue: (key) => {
      const f = form.fields.find((x) => x.key === key)
      return f ? valueText(f, valueOf(f)) : undefined
    },
    calcValue: (name) => calcs.stored[name],
    rows: () =>
      form.fields
        .filter((f) => !['submit', 'html', 'hr'].includes(f.type))
        .map((f) => [String(f.label ?? f.key), valueText(f, valueOf(f))]),
    adminEmail: 'admin@example.com',
  })
  const { fields, byKey } = fieldsData(form, data)
  const hidden = form.fields.map((f) => f.type).filter((t) => UNSAVED_TYPES.has(t))
  const extra = { ...data.extra }
  delete extra.calculations
  if (Object.keys(calcs.extra).length > 0) extra.calculations = calcs.extra
  return formsJson(policy, {
    data: {
      form_id: data.id,
      settings: { ...form.settings, is_preview: false },
      extra: phpExtra(extra),
      fields,
      fields_by_key: byKey,
      processed_actions: form.actions.map((_, i) => i + 1),
      actions: {
        save: { ...(hidden.length > 0 ? { hidden } : {}), sub_id: subId },
        // Each active email action says whether the mail went out.
        ...(form.actions.some((a) => a.type === 'email' && on(a.active ?? '1'))
          ? { email: { sent: true } }
          : {}),
        ...actions,
        ...(policy.formsAnalytics.length > 0 ? { googleanalytics: policy.formsAnalytics } : {}),
      },
      ...(policy.formsHaltRedirect ? { halt: { redirect: policy.formsHaltRedirect } } : {}),
    },
    errors: [],
    debug: [],
  })
}
