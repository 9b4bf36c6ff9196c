import { fieldIds, hasMarkup, on, text } from '../fields/field-attrs'
import { stripTags } from '../html/strip-tags'
import { kindOf } from '../kinds'
import type { FormContext } from './form-context'
import { Markup } from './Markup'
import type { FieldState } from '../logic/types'

/** Props of {@link FieldLabel}. */
export interface FieldLabelProps {
  readonly field: FieldState
  readonly ctx: FormContext
}

/**
 * `.nf-field-label` as the original prints it: the label (HTML by contract), a space, the
 * required mark, and the help icon whose text screen readers get from a hidden span.
 */
export function FieldLabel({ field, ctx }: FieldLabelProps) {
  const { def } = field
  const ids = fieldIds(field.id)
  const label = text(def, 'label')
  const help = stripTags(text(def, 'help_text')).trim()
  const helpId = `hidden-help-text-${field.id}`
  const body = (
    <>
      {/* Plain text goes straight into the label, as the original prints it. */}
      {hasMarkup(label) ? <Markup html={label} sanitize={ctx.sanitize} /> : label}{' '}
      {on(def, 'required') ? <span className="ninja-forms-req-symbol">*</span> : null}
      {help ? (
        <span
          className="fa fa-info-circle nf-help"
          data-text={text(def, 'help_text')}
          title={help}
          tabIndex={0}
          aria-describedby={helpId}
        >
          <span id={helpId} className="nf-sr-only" role="tooltip">
            {help}
          </span>
        </span>
      ) : null}
    </>
  )
  return (
    <div className="nf-field-label">
      {/* A label naming a group or nothing focusable is a `<span>`. */}
      {kindOf(def.type).label === 'span' ? (
        <span id={ids.label} className="nf-label-span ">
          {body}
        </span>
      ) : (
        <label htmlFor={ids.input} id={ids.label} className="">
          {body}
        </label>
      )}
    </div>
  )
}
