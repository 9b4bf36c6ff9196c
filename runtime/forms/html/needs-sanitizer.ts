import { hasMarkup } from '../fields/field-attrs'
import type { FormDef } from '../page-data'
import { isHtmlType } from './live-display'

// Field settings that are HTML by contract and shown on load.
const FIELD_HTML_KEYS = ['label', 'help_text', 'desc_text', 'default', 'value']
const FORM_HTML_KEYS = ['title', 'beforeForm', 'beforeFields', 'afterFields', 'afterForm']

/**
 * Whether a form shows any markup on load, so the sanitizer must be loaded before the first
 * render. Plain-text labels need none.
 */
export function needsSanitizer(form: FormDef): boolean {
  for (const key of FORM_HTML_KEYS) {
    const v = form.settings[key]
    if (typeof v === 'string' && hasMarkup(v)) return true
  }
  return form.fields.some((f) => {
    const rec = f as Record<string, unknown>
    if (isHtmlType(f.type)) return true
    return FIELD_HTML_KEYS.some((k) => typeof rec[k] === 'string' && hasMarkup(rec[k]))
  })
}
