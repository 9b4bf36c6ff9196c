import { hasMarkup } from '../fields/field-attrs'
import type { FormDef } from '../page-data'
import { isInertMarkup } from './inert-markup'

// Field settings that are HTML by contract and shown on load.
const FIELD_HTML_KEYS = ['label', 'help_text', 'desc_text', 'default', 'value']
const FORM_HTML_KEYS = ['title', 'beforeForm', 'beforeFields', 'afterFields', 'afterForm']

// Markup other than inert formatting tags (see inert-markup).
const risky = (v: unknown): boolean => typeof v === 'string' && hasMarkup(v) && !isInertMarkup(v)

/**
 * Whether a form shows any markup on load, so the sanitizer must be loaded before the first
 * render. Plain-text labels and inert formatting markup need none; an html field needs it
 * when its text carries other markup or merge tags (their values are drawn as spans).
 */
export function needsSanitizer(form: FormDef): boolean {
  for (const key of FORM_HTML_KEYS) {
    if (risky(form.settings[key])) return true
  }
  return form.fields.some((f) => {
    const rec = f as Record<string, unknown>
    if (f.type === 'html' || f.type === 'note') {
      if (['value', 'default'].some((k) => String(rec[k] ?? '').includes('{'))) return true
    }
    return FIELD_HTML_KEYS.some((k) => risky(rec[k]))
  })
}
