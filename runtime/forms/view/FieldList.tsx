import { memo, type ComponentType, type ReactNode } from 'react'
import { layoutPlan, type LayoutPlan } from '../logic/layout-plan'
import type { FormContext } from './form-context'
import { FieldView, type FieldViewProps } from './FieldView'
import { LayoutRow } from './LayoutRow'
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

// The layout never changes while a form lives: one plan per form (its order array).
const plans = new WeakMap<readonly string[], { content: unknown; plan: LayoutPlan }>()
function planOf(ctx: FormContext, state: FormSnapshot): LayoutPlan {
  const content = ctx.settings.formContentData
  const cached = plans.get(state.order)
  if (cached && cached.content === content) return cached.plan
  const plan = layoutPlan(content, state.order, (id) => state.fields[id]?.def.key)
  plans.set(state.order, { content, plan })
  return plan
}

/**
 * The fields in display order, or in the form's Layout rows when it has them. Each field
 * re-renders only when its own snapshot, its display text or (for submit) the button state
 * changes, so a keystroke in a 500-field form renders one field.
 */
export function FieldList({ ctx, state, resuming }: FieldListProps) {
  const Field = memoField()
  const field = (id: string): ReactNode => {
    const snapshot = state.fields[id]
    if (!snapshot) return null
    const type = snapshot.def.type
    const isSubmit = type === 'submit'
    const shown =
      resuming && !isSubmit && snapshot.visible ? { ...snapshot, visible: false } : snapshot
    return (
      <Field
        key={id}
        field={shown}
        ctx={ctx}
        display={state.displays[id]}
        submitDisabled={isSubmit ? state.submitDisabled || resuming : false}
        submitting={isSubmit ? state.submitting || resuming : false}
        snapshot={type === 'repeater' ? state : undefined}
      />
    )
  }
  const plan = planOf(ctx, state)
  return (
    <>
      {plan.rows.map((cells, i) => (
        <LayoutRow key={`row-${i}`} cells={cells} render={field} />
      ))}
      {plan.rest.map(field)}
    </>
  )
}
