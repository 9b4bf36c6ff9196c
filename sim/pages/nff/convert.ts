import { pageSettings } from './form-settings'
import type { SiteLocale } from './nfi18n'
import { normaliseFields, type PageField } from './normalise'
import type { NffData } from './parse-nff'

/** A form as the page prints it, plus the actions the mock server runs on submit. */
export interface ConvertedForm {
  readonly id: string
  readonly settings: Record<string, unknown>
  readonly fields: PageField[]
  readonly actions: Record<string, unknown>[]
}

/** Options of a conversion. */
export interface ConvertOptions {
  /** The form id on the mocked site (a number as a string). */
  readonly id: string
  readonly locale?: SiteLocale
}

/** Converts a parsed `.nff` export into page data (contract f, steps 2–5). */
export function convertNff(data: NffData, options: ConvertOptions): ConvertedForm {
  const settings = pageSettings(data.settings, options.locale)
  const labelPos = String(data.settings.default_label_pos ?? 'above') || 'above'
  return {
    id: options.id,
    settings,
    fields: normaliseFields(data.fields, labelPos),
    actions: data.actions.map((a) => ({ ...a })),
  }
}

/**
 * The same form rendered a second (third…) time on one page: id `3_1`, every field id
 * `"7_1"` (contract a). Instance 0 is the form itself.
 */
export function formInstance(form: ConvertedForm, instance: number): ConvertedForm {
  if (instance === 0) return form
  const suffix = `_${instance}`
  return {
    ...form,
    id: form.id + suffix,
    fields: form.fields.map((f) => ({ ...f, id: `${f.id}${suffix}` })),
  }
}
