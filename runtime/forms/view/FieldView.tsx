import { showsLiveDisplay } from '../html/live-display'
import { kindOf } from '../kinds'
import { drawControl } from '../kinds/controls'
import { FieldWrap } from './FieldWrap'
import type { FormContext } from './form-context'
import type { FieldState, FormState } from '../logic/types'

/** Props of {@link FieldView}. */
export interface FieldViewProps {
  readonly field: FieldState
  readonly ctx: FormContext
  /** The store's display text for html/hidden fields with tags. */
  readonly display: string | undefined
  readonly submitDisabled: boolean
  readonly submitting: boolean
  /** The whole snapshot, passed to repeaters only (their sets live in it). */
  readonly snapshot: FormState | undefined
}

/** One field: its wrap (label, description, errors) around the control of its kind. */
export function FieldView(props: FieldViewProps) {
  const { ctx, snapshot } = props
  const renderChild = (child: FieldState) => (
    <FieldView
      field={child}
      ctx={ctx}
      display={snapshot?.displays[child.id]}
      submitDisabled={false}
      submitting={false}
      snapshot={undefined}
    />
  )
  return (
    <FieldWrap
      field={props.field}
      ctx={ctx}
      live={showsLiveDisplay(props.field, ctx, props.display)}
    >
      {drawControl(kindOf(props.field.def.type).control, { ...props, renderChild })}
    </FieldWrap>
  )
}
