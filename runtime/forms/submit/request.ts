import type { FormState } from '../logic/types'
import { repeaterSubmitValue } from '../logic/repeater'

/** A field entry of `formData.fields` (contract c). */
export interface SubmitEntry {
  readonly value: unknown
  readonly id: string | number
  readonly files?: unknown
}

// The field id as printed: numeric ids stay numbers (`"id":5`), suffixed ids stay strings.
function printedId(def: { id: string | number }): string | number {
  return def.id
}

function submitValue(type: string, value: unknown): unknown {
  if (type === 'checkbox')
    return value === 1 || value === '1' || value === true || value === 'checked' ? 1 : 0
  if (type === 'submit' || type === 'hr') return ''
  return value ?? ''
}

/**
 * `formData` of a submit: id, every top-level field (hidden or not) keyed by its id, the
 * settings without `formContentData` (a copy: live settings are never mutated), extra.
 */
export function buildFormData(
  formId: string,
  state: FormState,
  settings: Readonly<Record<string, unknown>>,
): string {
  const fields: Record<string, SubmitEntry> = {}
  for (const id of state.order) {
    const f = state.fields[id]
    if (!f) continue
    const value =
      f.def.type === 'repeater'
        ? repeaterSubmitValue(state.repeaters[id]?.sets ?? [], (childId) => ({
            value: state.fields[childId]?.value ?? '',
          }))
        : submitValue(f.def.type, f.value)
    fields[id] = { value, id: printedId(f.def) }
  }
  const { formContentData: _layout, ...rest } = settings
  return JSON.stringify({ id: formId, fields, settings: rest, extra: state.extra })
}

/** The URL-encoded submit body (contract c): `nonce_ts` stays empty until one is issued. */
export function submitBody(state: FormState, formData: string): URLSearchParams {
  return new URLSearchParams({
    action: 'nf_ajax_submit',
    security: state.nonce.security,
    nonce_ts: state.nonce.nonce_ts,
    formData,
  })
}

/**
 * The resume body: every URL query parameter as `nf_resume[<k>]=<v>`, each value decoded
 * once (the original double-encodes them; contract g).
 */
export function resumeBody(security: string, search: string): URLSearchParams {
  const body = new URLSearchParams({ action: 'nf_ajax_submit', security })
  for (const [k, v] of new URLSearchParams(search)) body.append(`nf_resume[${k}]`, v)
  return body
}
