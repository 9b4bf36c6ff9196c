import { kindOf } from '../kinds'
import type { FormContext } from '../view/form-context'
import type { FieldState } from '../logic/types'

/** Whether a field type is drawn by the `html-field` chunk (fields/HtmlField.tsx). */
export const isHtmlType = (type: string): boolean => kindOf(type).chunk === 'html-field'

/**
 * Whether a form shows an html field (repeater sets included), so the `html-field` chunk
 * must be loaded before its first render.
 */
export function hasHtmlField(form: { readonly fields: readonly unknown[] }): boolean {
  return form.fields.some((f) => {
    const rec = f as { type?: unknown; fields?: unknown }
    if (typeof rec.type === 'string' && isHtmlType(rec.type)) return true
    return Array.isArray(rec.fields) && hasHtmlField({ fields: rec.fields })
  })
}

/** Whether an html field of this form draws its live values itself (see fields/HtmlField). */
export function drawsLiveDisplay(field: FieldState, ctx: FormContext): boolean {
  return isHtmlType(field.def.type) && ctx.sanitizeDisplay !== undefined
}

/** Whether the html field draws this field as a live display (display text present). */
export function showsLiveDisplay(
  field: FieldState,
  ctx: FormContext,
  display: string | undefined,
): boolean {
  return display !== undefined && drawsLiveDisplay(field, ctx)
}
