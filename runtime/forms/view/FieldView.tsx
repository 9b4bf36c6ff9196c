import { showsLiveDisplay } from '../html/live-display'
import { kindOf } from '../kinds'
import { drawControl } from '../kinds/controls'
import { FieldWrap } from './FieldWrap'
import type { FormContext } from './form-context'
import type { FieldSnapshot, FormSnapshot } from './store-port'

/** Props of {@link FieldView}. */
export interface FieldViewProps {
  readonly field: FieldSnapshot
  readonly ctx: FormContext
  /** The store's display text for html/hidden fields with tags. */
  readonly display: string | undefined
  readonly submitDisabled: boolean
  readonly submitting: boolean
  /** The whole snapshot, passed to repeaters only (their sets live in it). */
  readonly snapshot: FormSnapshot | undefined
}

/** One field: its wrap (label, description, errors) around the control of its kind. */
export function FieldView(props: FieldViewProps) {
  const { ctx, snapshot } = props
  const renderChild = (child: FieldSnapshot) => (
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
