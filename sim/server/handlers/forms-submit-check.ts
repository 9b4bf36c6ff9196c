import type { ConvertedForm } from '../../pages/nff/convert'
import type { PageField } from '../../pages/nff/normalise'

/** A field error as the server writes it into `errors.fields`. */
export type ServerFieldError = string | { slug: string; message: string }

/** One posted `formData.fields` entry. */
export interface PostedField {
  value?: unknown
  id?: unknown
  files?: unknown
}

/** The message the real server gives for a field entry it does not accept. */
export const INVALID_DATA = 'The submitted data is invalid.'
const REQUIRED = 'This field is required.'
const CAPTCHA_TYPES = new Set(['recaptcha', 'recaptcha_v3', 'hcaptcha', 'turnstile'])
const NO_VALUE_TYPES = new Set(['submit', 'html', 'hr', 'note'])

const on = (v: unknown) => v === 1 || v === '1' || v === true

function isEmpty(field: PageField, value: unknown): boolean {
  if (field.type === 'checkbox') return !on(value)
  if (Array.isArray(value)) return value.length === 0
  if (typeof value === 'object' && value !== null)
    return Object.values(value).every((v) => v === '' || v === undefined)
  return String(value ?? '').trim() === ''
}

/** The ids this instance must post: the stored ids with the instance suffix (`7_1`). */
export function instanceIds(form: ConvertedForm, postedFormId: string): Map<string, PageField> {
  const suffix = /_\d+$/.exec(postedFormId)?.[0] ?? ''
  return new Map(form.fields.map((f) => [`${String(f.id)}${suffix}`, f]))
}

/**
 * Checks a submission as strictly as the real server: every field of the form present,
 * nothing else, each entry's `id` equal to its key, required fields filled and CAPTCHA
 * tokens present. Returns `errors.fields` (empty when all is well).
 */
export function checkSubmission(
  form: ConvertedForm,
  postedFormId: string,
  posted: Record<string, PostedField>,
  requiredMessage = REQUIRED,
): Record<string, ServerFieldError> {
  const errors: Record<string, ServerFieldError> = {}
  const expected = instanceIds(form, postedFormId)
  for (const [key, entry] of Object.entries(posted)) {
    if (
      !expected.has(key) ||
      typeof entry !== 'object' ||
      entry === null ||
      String(entry.id) !== key
    ) {
      errors[key] = INVALID_DATA
    }
  }
  for (const [id, field] of expected) {
    const entry = posted[id]
    if (!entry) {
      errors[id] = INVALID_DATA
      continue
    }
    if (errors[id] !== undefined || NO_VALUE_TYPES.has(field.type)) continue
    if (CAPTCHA_TYPES.has(field.type) && isEmpty(field, entry.value)) {
      errors[id] = { slug: 'required-error', message: 'Please complete the captcha.' }
    } else if (on(field.required) && isEmpty(field, entry.value)) {
      errors[id] = { slug: 'required-error', message: requiredMessage }
    } else if (field.type === 'signature') {
      const error = signatureError(field, entry.value)
      if (error) errors[id] = error
    }
  }
  return errors
}

/**
 * What the real server says of a signature it cannot read: the value must be JSON naming the
 * method, with the typed name or a PNG/JPEG data URL (the form builder's Signature field).
 */
function signatureError(field: PageField, value: unknown): string | undefined {
  const text = String(value ?? '')
  if (text === '') return undefined
  let data: Record<string, unknown> | undefined
  try {
    const parsed: unknown = JSON.parse(text)
    if (typeof parsed === 'object' && parsed !== null) data = parsed as Record<string, unknown>
  } catch {
    data = undefined
  }
  if (!data || data.signature_type === undefined) return 'Invalid signature data'
  const required = on(field.required)
  if (data.signature_type === 'typed')
    return data.typed_name
      ? undefined
      : required
        ? 'Please provide a signature'
        : 'Please type your name'
  if (data.signature_type === 'drawn')
    return /^data:image\/(png|jpeg);base64,/.test(String(data.signature_data ?? ''))
      ? undefined
      : required
        ? 'Please provide a signature'
        : 'Please draw your signature'
  return 'Invalid signature type'
}

/** A signature's text in a merge tag: the typed name, or that it was drawn. */
function signatureText(value: unknown): string {
  try {
    const data = JSON.parse(String(value)) as Record<string, unknown>
    if (data.signature_type === 'typed') return String(data.typed_name ?? '')
    if (data.signature_type === 'drawn') return 'Drawn Signature'
  } catch {
    // Not a signature the server would have kept.
  }
  return ''
}

/** A submitted value as text, for merge tags and the fields table. */
export function valueText(field: PageField, value: unknown): string {
  if (field.type === 'signature') return signatureText(value)
  if (field.type === 'checkbox') {
    return on(value)
      ? String(field.checked_value ?? 'Checked')
      : String(field.unchecked_value ?? 'Unchecked')
  }
  if (Array.isArray(value)) return value.map(String).join(', ')
  if (typeof value === 'object' && value !== null) {
    return Object.values(value)
      .map((v) =>
        typeof v === 'object' && v !== null ? String((v as PostedField).value ?? '') : String(v),
      )
      .join(', ')
  }
  return String(value ?? '')
}
