import { useEffect, useRef, type ReactNode } from 'react'
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
 * button. Buttons are real `<button type="button">`s, so they work from the keyboard; after
 * an add, focus moves to the new set's first field, after a remove to the set that took its
 * place (or the add button when none is left), so it is never lost to the page.
 */
export function RepeaterField({ field, ctx, snapshot, renderChild }: RepeaterFieldProps) {
  const ids = fieldIds(field.id)
  const sets = snapshot?.repeaters[field.id]?.sets ?? []
  const label = str(field.def, 'label') || 'Repeater'
  const setEls = useRef<(HTMLElement | null)[]>([])
  const addButton = useRef<HTMLButtonElement>(null)
  // Set index to focus once the sets changed (keyboard: the pressed button may be gone).
  const focusSet = useRef<number | undefined>(undefined)
  useEffect(() => {
    const index = focusSet.current
    if (index === undefined) return
    focusSet.current = undefined
    const set = setEls.current[Math.min(index, sets.length - 1)]
    const target = set?.querySelector<HTMLElement>('input, select, textarea, button')
    ;(target ?? addButton.current)?.focus()
  }, [sets.length])
  return (
    <fieldset id={ids.input} className="nf-repeater" aria-describedby={ids.error}>
      <legend>{label}</legend>
      <div className="nf-repeater-fieldsets">
        {sets.map((childIds, setIndex) => (
          <fieldset
            key={setIndex}
            className="nf-repeater-fieldset"
            ref={(el) => {
              setEls.current[setIndex] = el
            }}
          >
            <legend>{`${label} ${setIndex + 1}`}</legend>
            {childIds.map((id) => {
              const child = snapshot?.fields[id]
              return child ? <div key={id}>{renderChild(child)}</div> : null
            })}
            <button
              type="button"
              className="nf-remove-fieldset"
              aria-label={`Remove ${label} ${setIndex + 1}`}
              onClick={() => {
                // Focus goes to the set that takes this one's place (or the one before).
                focusSet.current = setIndex
                ctx.store.removeRepeaterSet(field.id, setIndex)
              }}
            >
              &minus;
            </button>
          </fieldset>
        ))}
      </div>
      <button
        ref={addButton}
        type="button"
        className="nf-add-fieldset"
        onClick={() => {
          focusSet.current = sets.length
          ctx.store.addRepeaterSet(field.id)
        }}
      >
        {`Add ${label}`}
      </button>
    </fieldset>
  )
}
