import { fieldIds, hasMarkup, on, text } from '../fields/field-attrs'
import type { FormContext } from './form-context'
import { Markup } from './Markup'
import type { FieldSnapshot } from './store-port'

/** Props of {@link FieldLabel}. */
export interface FieldLabelProps {
  readonly field: FieldSnapshot
  readonly ctx: FormContext
  /** Groups (radio/checkbox lists) are named by a legend-like label with no `for`. */
  readonly forControl?: boolean
}

/** The field label (HTML by contract), its required mark and help text. */
export function FieldLabel({ field, ctx, forControl = true }: FieldLabelProps) {
  const ids = fieldIds(field.id)
  const help = text(field.def, 'help_text').trim()
  const label = text(field.def, 'label')
  return (
    <div className="nf-field-label">
      <label id={ids.label} htmlFor={forControl ? ids.input : undefined} className="">
        {/* Plain text goes straight into the label, as the original prints it. */}
        {hasMarkup(label) ? <Markup html={label} sanitize={ctx.sanitize} /> : label}
        {on(field.def, 'required') ? (
          <span className="ninja-forms-req-symbol" aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </label>
      {help ? (
        <Markup id={ids.help} className="nf-help-text" html={help} sanitize={ctx.sanitize} />
      ) : null}
    </div>
  )
}
