/**
 * The controls of the field kinds the forms bundle draws itself, by the name a descriptor of
 * kinds/index.ts gives; kit kinds are drawn by the `field-kit` chunk's member it names.
 */
import type { ReactNode } from 'react'
import { CheckboxField } from '../fields/CheckboxField'
import { text } from '../fields/field-attrs'
import { ListCheckboxField } from '../fields/ListCheckboxField'
import { ListRadioField } from '../fields/ListRadioField'
import { ListSelectField } from '../fields/ListSelectField'
import { NumberField } from '../fields/NumberField'
import { SubmitField } from '../fields/SubmitField'
import { TextareaField } from '../fields/TextareaField'
import { TextField } from '../fields/TextField'
import type { FormContext } from '../view/form-context'
import type { FieldState, FormState } from '../logic/types'
import type { ControlRef, EagerControl } from './types'

/** What a control is drawn from. */
export interface ControlProps {
  readonly field: FieldState
  readonly ctx: FormContext
  /** The store's display text for html/hidden fields with tags. */
  readonly display: string | undefined
  readonly submitDisabled: boolean
  readonly submitting: boolean
  /** The whole snapshot, passed to repeaters only (their sets live in it). */
  readonly snapshot: FormState | undefined
  /** Draws one repeater child as a whole field. */
  readonly renderChild: (child: FieldState) => ReactNode
}

const EAGER: Readonly<Record<EagerControl, (p: ControlProps) => ReactNode>> = {
  text: ({ field, ctx }) => <TextField field={field} ctx={ctx} />,
  textarea: ({ field, ctx }) => <TextareaField field={field} ctx={ctx} />,
  checkbox: ({ field, ctx }) => <CheckboxField field={field} ctx={ctx} />,
  listradio: ({ field, ctx }) => <ListRadioField field={field} ctx={ctx} />,
  listcheckbox: ({ field, ctx }) => <ListCheckboxField field={field} ctx={ctx} />,
  listselect: ({ field, ctx }) => <ListSelectField field={field} ctx={ctx} />,
  number: ({ field, ctx }) => <NumberField field={field} ctx={ctx} />,
  submit: ({ field, submitDisabled, submitting }) => (
    <SubmitField field={field} disabled={submitDisabled} processing={submitting} />
  ),
  hr: ({ field }) => <hr className={`ninja-forms-field ${text(field.def, 'element_class')}`} />,
  hidden: ({ field, ctx, display }) => (
    <TextField field={display === undefined ? field : { ...field, value: display }} ctx={ctx} />
  ),
  none: () => null,
  html: ({ field, ctx, display }) => {
    // Without its chunk (it failed to load) an html field shows nothing.
    const Html = ctx.htmlField
    return Html ? <Html field={field} ctx={ctx} display={display} /> : null
  },
}

/** The control of one field as its kind's descriptor names it. */
export function drawControl(control: ControlRef, props: ControlProps): ReactNode {
  if (typeof control === 'string') return EAGER[control](props)
  const kit = props.ctx.kit
  // Without the kit (it failed to load) its kinds degrade to a text input or nothing.
  if (!kit) return control.withoutKit === 'text' ? EAGER.text(props) : null
  const { field, ctx, snapshot, renderChild } = props
  if (control.kit === 'RepeaterField')
    return (
      <kit.RepeaterField field={field} ctx={ctx} snapshot={snapshot} renderChild={renderChild} />
    )
  const Kit = kit[control.kit]
  return <Kit field={field} ctx={ctx} />
}
