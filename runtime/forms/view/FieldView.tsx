import { showsLiveDisplay } from '../html/live-display'
import { kindOf } from '../kinds'
import { drawControl, type ControlProps } from '../kinds/controls'
import { FieldWrap } from './FieldWrap'
import type { FieldState } from '../logic/types'

/** Props of {@link FieldView}: a control's, less how it draws a repeater's children. */
export type FieldViewProps = Omit<ControlProps, 'renderChild'>

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
