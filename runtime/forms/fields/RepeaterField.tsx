import { Fragment, useEffect, useRef, type ReactNode } from 'react'
import { str } from '../logic/field-props'
import type { FormContext } from '../view/form-context'
import { Markup } from '../view/Markup'
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
 * A repeater as the plugin prints it: the sets in `.nf-repeater-fieldsets`, each a fieldset
 * with its numbered legend, a remove button from the second set on, and its fields in
 * `.nf-repeater-fieldset`; then the add button with the field's `button_text`. Buttons are
 * real `<button type="button">`s named for a screen reader, so they work from the keyboard;
 * after an add, focus moves to the new set's first field, after a remove to the set that took
 * its place (or the add button when none is left), so it is never lost to the page.
 */
export function RepeaterField({ field, ctx, snapshot, renderChild }: RepeaterFieldProps) {
  const { def } = field
  const ids = fieldIds(field.id)
  const sets = snapshot?.repeaters[field.id]?.sets ?? []
  const label = str(def, 'label')
  const buttonText = str(def, 'button_text')
  const desc = str(def, 'desc_text').trim()
  const setEls = useRef<(HTMLElement | null)[]>([])
  const addButton = useRef<HTMLButtonElement>(null)
  // Set index to focus once the sets changed (keyboard: the pressed button may be gone).
  const focusSet = useRef<number | undefined>(undefined)
  useEffect(() => {
    const index = focusSet.current
    if (index === undefined) return
    focusSet.current = undefined
    const set = setEls.current[Math.min(index, sets.length - 1)]
    // Its first field; the remove button comes before the fields, as the original prints it.
    const target =
      set?.querySelector<HTMLElement>('input, select, textarea') ??
      set?.querySelector<HTMLElement>('button')
    ;(target ?? addButton.current)?.focus()
  }, [sets.length])
  return (
    <>
      {desc ? <Markup as="div" html={desc} sanitize={ctx.sanitize} /> : null}
      <div
        id={ids.input}
        className={`nf-repeater nf-repeater-fieldsets ${str(def, 'element_class')}`}
        data-field-id={field.id}
        role="group"
        aria-label={label || undefined}
        aria-describedby={ids.error}
      >
        {sets.map((childIds, setIndex) => (
          <div key={setIndex}>
            <fieldset
              ref={(el) => {
                setEls.current[setIndex] = el
              }}
            >
              <legend>{`${label} ${setIndex + 1}`}</legend>
              {setIndex > 0 ? (
                <button
                  type="button"
                  className="nf-remove-fieldset"
                  title="Remove Fieldset"
                  aria-label={`Remove ${label} ${setIndex + 1}`}
                  onClick={() => {
                    // Focus goes to the set that takes this one's place (or the one before).
                    focusSet.current = setIndex
                    ctx.store.removeRepeaterSet(field.id, setIndex)
                  }}
                >
                  {'\u00d7'}
                </button>
              ) : null}
              <div className="nf-repeater-fieldset">
                <nf-fields-wrap>
                  {childIds.map((id) => {
                    const child = snapshot?.fields[id]
                    return child ? <Fragment key={id}>{renderChild(child)}</Fragment> : null
                  })}
                </nf-fields-wrap>
              </div>
            </fieldset>
          </div>
        ))}
      </div>
      <button
        ref={addButton}
        type="button"
        className="nf-add-fieldset"
        // Without button_text the original's button is empty; it still needs a name.
        aria-label={buttonText ? undefined : `Add ${label}`}
        onClick={() => {
          focusSet.current = sets.length
          ctx.store.addRepeaterSet(field.id)
        }}
      >
        {buttonText}
      </button>
      <div />
    </>
  )
}
