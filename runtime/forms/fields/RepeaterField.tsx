import type { ReactNode } from 'react'
import { str } from '../logic/field-props'
import type { FormContext } from '../view/form-context'
import type { FieldState, FormState } from '../logic/types'
import { fieldIds } from './field-attrs'

/** Props of {@link RepeaterField}. */
export interface RepeaterFieldProps {
  readonly field: FieldState
  readonly ctx: FormContext
  readonly snapshot: FormState | undefined
  /** Renders one child field (the form's own field view, passed in to avoid an import cycle). */
  readonly renderChild: (child: FieldState) => ReactNode
}

/**
 * A repeater: one fieldset per set with its child fields and a remove button, and an add
 * button. Buttons are real `<button type="button">`s, so they work from the keyboard.
 */
export function RepeaterField({ field, ctx, snapshot, renderChild }: RepeaterFieldProps) {
  const ids = fieldIds(field.id)
  const sets = snapshot?.repeaters[field.id]?.sets ?? []
  const label = str(field.def, 'label') || 'Repeater'
  return (
    <fieldset id={ids.input} className="nf-repeater" aria-describedby={ids.error}>
      <legend>{label}</legend>
      <div className="nf-repeater-fieldsets">
        {sets.map((childIds, setIndex) => (
          <fieldset key={setIndex} className="nf-repeater-fieldset">
            <legend>{`${label} ${setIndex + 1}`}</legend>
            {childIds.map((id) => {
              const child = snapshot?.fields[id]
              return child ? <div key={id}>{renderChild(child)}</div> : null
            })}
            <button
              type="button"
              className="nf-remove-fieldset"
              aria-label={`Remove ${label} ${setIndex + 1}`}
              onClick={() => ctx.store.removeRepeaterSet(field.id, setIndex)}
            >
              &minus;
            </button>
          </fieldset>
        ))}
      </div>
      <button
        type="button"
        className="nf-add-fieldset"
        onClick={() => ctx.store.addRepeaterSet(field.id)}
      >
        {`Add ${label}`}
      </button>
    </fieldset>
  )
}
