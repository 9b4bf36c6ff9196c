import { memo, type ComponentType } from 'react'
import type { FormContext } from './form-context'
import { FieldView, type FieldViewProps } from './FieldView'
import type { FormSnapshot } from './store-port'

/** Props of {@link FieldList}. */
export interface FieldListProps {
  readonly ctx: FormContext
  readonly state: FormSnapshot
  /** Resume mode: every field but submit is hidden. */
  readonly resuming: boolean
}

// Created on first render, never at import (the React shim forwards at call time).
let MemoField: ComponentType<FieldViewProps> | undefined
function memoField(): ComponentType<FieldViewProps> {
  return (MemoField ??= memo(FieldView))
}

/**
 * The fields in display order. Each field re-renders only when its own snapshot, its
 * display text or (for submit) the button state changes, so a keystroke in a 500-field form
 * renders one field.
 */
export function FieldList({ ctx, state, resuming }: FieldListProps) {
  const Field = memoField()
  return (
    <>
      {state.order.map((id) => {
        const snapshot = state.fields[id]
        if (!snapshot) return null
        const type = snapshot.def.type
        const isSubmit = type === 'submit'
        const field =
          resuming && !isSubmit && snapshot.visible ? { ...snapshot, visible: false } : snapshot
        return (
          <Field
            key={id}
            field={field}
            ctx={ctx}
            display={state.displays[id]}
            submitDisabled={isSubmit ? state.submitDisabled || resuming : false}
            submitting={isSubmit ? state.submitting || resuming : false}
            snapshot={type === 'repeater' ? state : undefined}
          />
        )
      })}
    </>
  )
}
