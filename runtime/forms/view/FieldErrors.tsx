import { fieldIds } from '../fields/field-attrs'
import type { FormContext } from './form-context'
import { Markup } from './Markup'
import type { FieldSnapshot } from './store-port'

/** Props of {@link FieldErrors}. */
export interface FieldErrorsProps {
  readonly field: FieldSnapshot
  readonly ctx: FormContext
}

/** `#nf-error-{id}`: one `.nf-error-msg.nf-error-{slug}` per error of the field. */
export function FieldErrors({ field, ctx }: FieldErrorsProps) {
  const entries = Object.entries(field.errors)
  return (
    <div id={fieldIds(field.id).error} className="nf-error-wrap nf-error" role="alert">
      {entries.map(([slug, message]) => (
        <Markup
          key={slug}
          as="div"
          className={`nf-error-msg nf-error-${slug}`}
          html={message}
          sanitize={ctx.sanitize}
        />
      ))}
    </div>
  )
}
