import type { FormContext } from '../view/form-context'
import { Markup } from '../view/Markup'
import type { FieldSnapshot } from '../view/store-port'
import { fieldIds, text } from './field-attrs'

/** Props of {@link HtmlField}. */
export interface HtmlFieldProps {
  readonly field: FieldSnapshot
  readonly ctx: FormContext
  /** The display text of the store (calc and field tags resolved, values escaped). */
  readonly display: string | undefined
}

/**
 * An html field or calculation display: the site owner's HTML, sanitized, with the live
 * values the store resolved into it.
 */
export function HtmlField({ field, ctx, display }: HtmlFieldProps) {
  const id = fieldIds(field.id).input
  if (display !== undefined && ctx.sanitizeDisplay) {
    return (
      <div
        id={id}
        className="nf-element nf-html-content"
        dangerouslySetInnerHTML={{ __html: ctx.sanitizeDisplay(display) }}
      />
    )
  }
  const html = display ?? (text(field.def, 'value') || text(field.def, 'default'))
  return (
    <Markup
      as="div"
      id={id}
      className="nf-element nf-html-content"
      html={html}
      sanitize={ctx.sanitize}
    />
  )
}
