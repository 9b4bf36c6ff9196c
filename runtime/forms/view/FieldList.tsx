import { memo, useSyncExternalStore, type ComponentType, type ReactNode } from 'react'
import { hasLayoutRows } from '../fields/field-kit'
import { isRepeater, kindOf } from '../kinds'
import { layoutAddon } from '../logic/layout-addon'
import type { LayoutPlan } from '../logic/layout-plan'
import type { FormContext } from './form-context'
import { FieldView } from './FieldView'
import type { FieldState, FormState } from '../logic/types'

/** Props of {@link FieldList}. */
export interface FieldListProps {
  readonly ctx: FormContext
  /** The form's frame: field order and submit state (its field snapshots may be stale). */
  readonly frame: FormState
  /** The view projection of the store's state (see view/view-snapshot). */
  readonly project: (state: FormState) => FormState
  /** Resume mode: every field but submit is hidden. */
  readonly resuming: boolean
}

interface SlotProps {
  readonly id: string
  readonly ctx: FormContext
  readonly project: (state: FormState) => FormState
  readonly submitDisabled: boolean
  readonly submitting: boolean
  readonly resuming: boolean
}

interface Shown {
  readonly field: FieldState | undefined
  readonly display: string | undefined
}

/**
 * The snapshot getter of one field: its view snapshot and display text, the same object
 * while neither changed (so the store's other changes never re-render this field).
 */
function fieldGetter(ctx: FormContext, project: SlotProps['project'], id: string): () => Shown {
  let last: Shown = { field: undefined, display: undefined }
  return () => {
    const view = project(ctx.store.getState())
    const field = view.fields[id]
    const display = view.displays[id]
    if (field !== last.field || display !== last.display) last = { field, display }
    return last
  }
}

// Getters live as long as their form: one per field id and projection.
const getters = new WeakMap<SlotProps['project'], Map<string, () => Shown>>()
function getterOf(ctx: FormContext, project: SlotProps['project'], id: string): () => Shown {
  let byId = getters.get(project)
  if (!byId) getters.set(project, (byId = new Map()))
  let get = byId.get(id)
  if (!get) byId.set(id, (get = fieldGetter(ctx, project, id)))
  return get
}

/** One field, subscribed to its own snapshot: a keystroke re-renders the field it changed. */
function FieldSlot({ id, ctx, project, submitDisabled, submitting, resuming }: SlotProps) {
  const { field, display } = useSyncExternalStore(ctx.store.subscribe, getterOf(ctx, project, id))
  if (!field) return null
  const isSubmit = kindOf(field.def.type).control === 'submit'
  const shown = resuming && !isSubmit && field.visible ? { ...field, visible: false } : field
  return (
    <FieldView
      field={shown}
      ctx={ctx}
      display={display}
      submitDisabled={submitDisabled}
      submitting={submitting}
      snapshot={undefined}
    />
  )
}

/** A repeater draws its sets' fields, so it follows the whole view. */
function RepeaterSlot({ id, ctx, project, resuming }: SlotProps) {
  const view = useSyncExternalStore(ctx.store.subscribe, () => project(ctx.store.getState()))
  const field = view.fields[id]
  if (!field) return null
  return (
    <FieldView
      field={resuming && field.visible ? { ...field, visible: false } : field}
      ctx={ctx}
      display={view.displays[id]}
      submitDisabled={false}
      submitting={false}
      snapshot={view}
    />
  )
}

// Created on first render, never at import (the React shim forwards at call time).
let slots: { field: ComponentType<SlotProps>; repeater: ComponentType<SlotProps> } | undefined
function slotComponents() {
  return (slots ??= { field: memo(FieldSlot), repeater: memo(RepeaterSlot) })
}

// The layout never changes while a form lives: one plan per form (its order array).
const plans = new WeakMap<readonly string[], { content: unknown; plan: LayoutPlan }>()
function planOf(ctx: FormContext, order: readonly string[]): LayoutPlan {
  const content = ctx.settings.formContentData
  // Like the original's core, fields are drawn in `order`; Layout rows only for a layout
  // add-on (its view filter on the bus), drawn by the kit.
  const kit = ctx.kit
  if (!kit || !layoutAddon.present || !hasLayoutRows(content)) return { rows: [], rest: order }
  const cached = plans.get(order)
  if (cached && cached.content === content) return cached.plan
  // Field definitions never change, so the keys are read from the current state.
  const fields = ctx.store.getState().fields
  const plan = kit.layoutPlan(content, order, (id) => fields[id]?.def.key)
  plans.set(order, { content, plan })
  return plan
}

/**
 * The fields in display order, or in the form's Layout rows when it has them. Each field
 * subscribes to its own snapshot and display text, so a keystroke renders the one field it
 * changed (none when it only feeds calculation displays, which update themselves) and
 * neither this list nor the form around it.
 */
export function FieldList({ ctx, frame, project, resuming }: FieldListProps) {
  const { field: Slot, repeater: Repeater } = slotComponents()
  const fields = ctx.store.getState().fields
  const field = (id: string): ReactNode => {
    const type = fields[id]?.def.type
    if (type === undefined) return null
    const isSubmit = kindOf(type).control === 'submit'
    const Component = isRepeater(type) ? Repeater : Slot
    return (
      <Component
        key={id}
        id={id}
        ctx={ctx}
        project={project}
        submitDisabled={isSubmit ? frame.submitDisabled || resuming : false}
        submitting={isSubmit ? frame.submitting || resuming : false}
        resuming={resuming}
      />
    )
  }
  const plan = planOf(ctx, frame.order)
  const LayoutRow = ctx.kit?.LayoutRow
  return (
    <>
      {LayoutRow
        ? plan.rows.map((cells, i) => <LayoutRow key={`row-${i}`} cells={cells} render={field} />)
        : null}
      {plan.rest.map(field)}
    </>
  )
}
