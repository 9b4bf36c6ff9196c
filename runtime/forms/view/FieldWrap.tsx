import type { ReactNode } from 'react'
import { fieldIds, text } from '../fields/field-attrs'
import { FieldErrors } from './FieldErrors'
import { FieldLabel } from './FieldLabel'
import type { FormContext } from './form-context'
import { Markup } from './Markup'
import type { FieldSnapshot } from './store-port'

/** Props of {@link FieldWrap}. */
export interface FieldWrapProps {
  readonly field: FieldSnapshot
  readonly ctx: FormContext
  readonly children: ReactNode
  /** Fields with no label of their own (submit, html, hr, hidden, repeater). */
  readonly noLabel?: boolean
  /** Lists name a group, so their label points at no single control. */
  readonly group?: boolean
  /** The control is a live calculation display (its container contains its paint). */
  readonly live?: boolean
}

// Where the label goes relative to the element; `hidden` keeps it for screen readers.
const POSITIONS = new Set(['above', 'below', 'left', 'right', 'hidden'])

function labelPos(field: FieldSnapshot): string {
  const pos = text(field.def, 'label_pos')
  if (POSITIONS.has(pos)) return pos
  return field.def.type === 'checkbox' ? 'right' : 'above'
}

// Where a description goes; `none` and values this front end does not know show it after
// the field, so a description is never lost.
const DESC_POSITIONS = new Set([
  'before_everything',
  'before_label',
  'after_label',
  'before_field',
  'after_field',
  'after_everything',
])
const descPosition = (pos: string): string => (DESC_POSITIONS.has(pos) ? pos : 'after_field')

/**
 * The container, wrap, label, description and errors of one field, with the ids and
 * classes of contract section (a).
 */
export function FieldWrap({ field, ctx, children, noLabel, group, live }: FieldWrapProps) {
  const { def } = field
  const ids = fieldIds(field.id)
  const pos = noLabel ? 'hidden' : labelPos(field)
  const desc = text(def, 'desc_text').trim()
  const descPos = descPosition(text(def, 'desc_pos'))
  const invalid = Object.keys(field.errors).length > 0
  const containerClass = [
    'nf-field-container',
    `${def.type}-container`,
    `label-${pos}`,
    live ? 'nf-live-container' : '',
    text(def, 'container_class'),
  ]
    .filter(Boolean)
    .join(' ')
  const description = desc ? (
    <Markup
      as="div"
      id={ids.desc}
      className="nf-field-description"
      html={desc}
      sanitize={ctx.sanitize}
    />
  ) : null
  const label = noLabel ? null : <FieldLabel field={field} ctx={ctx} forControl={!group} />
  const labelFirst = pos !== 'below' && pos !== 'right'
  return (
    <div
      id={ids.container}
      className={containerClass}
      data-field-type={def.type}
      hidden={!field.visible}
    >
      {descPos === 'before_everything' ? description : null}
      <div
        id={ids.wrap}
        className={`field-wrap ${def.type}-wrap${invalid ? ' nf-error' : ''}`}
        data-field-id={field.id}
      >
        {descPos === 'before_label' ? description : null}
        {labelFirst ? label : null}
        {descPos === 'before_field' || descPos === 'after_label' ? description : null}
        <div className="nf-field-element">{children}</div>
        {labelFirst ? null : label}
        {descPos === 'after_field' ? description : null}
      </div>
      {descPos === 'after_everything' ? description : null}
      <div className="nf-after-field">
        <FieldErrors field={field} ctx={ctx} />
      </div>
    </div>
  )
}
