import type { FormDef } from '../page-data'
import { kindOf, submitValueOf } from '../kinds'
import { encodeParams } from './encode-params'
import type { FieldState, FormState, SubmitDataOverride, SubmitField } from './types'

/** The `formData` JSON object of contract (c). */
export interface FormData {
  id: string
  fields: Record<string, SubmitField>
  settings: Record<string, unknown>
  extra: Record<string, unknown>
}

/** The posted value of one top-level field, in the shape of the contract (c) table. */
export function fieldSubmitValue(field: FieldState, state: FormState): unknown {
  return submitValueOf(kindOf(field.def.type))(field, state)
}

/**
 * `formData`: every top-level field (hidden or not) keyed by its id with the same `id`,
 * a copy of the settings without `formContentData` (the live settings are never touched),
 * and the form's extra map.
 */
export function buildFormData(
  form: FormDef,
  state: FormState,
  override?: SubmitDataOverride,
): FormData {
  const fields: Record<string, SubmitField> = {}
  for (const def of form.fields) {
    const field = state.fields[String(def.id)]
    if (!field) continue
    const entry: SubmitField = { value: fieldSubmitValue(field, state), id: def.id }
    const replaced = override?.({ ...entry }, field)
    fields[String(def.id)] = isEntry(replaced)
      ? ({ id: def.id, ...replaced } as SubmitField)
      : entry
  }
  const { formContentData: _layout, ...settings } = form.settings
  return { id: form.id, fields, settings, extra: { ...state.extra } }
}

function isEntry(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v)
}

/**
 * The submit request body (wire): `action=nf_ajax_submit`, `security`, `nonce_ts` (empty
 * until the server issued one) and the `formData` JSON.
 */
export function buildSubmitBody(
  form: FormDef,
  state: FormState,
  override?: SubmitDataOverride,
): string {
  return encodeParams([
    ['action', 'nf_ajax_submit'],
    ['security', state.nonce.security],
    ['nonce_ts', state.nonce.nonce_ts],
    ['formData', JSON.stringify(buildFormData(form, state, override))],
  ])
}
