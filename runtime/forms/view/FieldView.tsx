import { CheckboxField } from '../fields/CheckboxField'
import { text } from '../fields/field-attrs'
import { CAPTCHA_TYPES } from '../fields/field-kit'
import { ListCheckboxField } from '../fields/ListCheckboxField'
import { ListRadioField } from '../fields/ListRadioField'
import { ListSelectField } from '../fields/ListSelectField'
import { NumberField } from '../fields/NumberField'
import { SubmitField } from '../fields/SubmitField'
import { TextareaField } from '../fields/TextareaField'
import { TextField } from '../fields/TextField'
import { isHtmlType, showsLiveDisplay } from '../html/live-display'
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

const SELECTS = new Set(['listselect', 'liststate', 'listcountry', 'listmultiselect'])
const CHECKBOX_LISTS = new Set(['listcheckbox', 'terms'])

function Control({ field, ctx, display, submitDisabled, submitting, snapshot }: FieldViewProps) {
  const type = field.def.type
  if (type === 'submit')
    return <SubmitField field={field} disabled={submitDisabled} processing={submitting} />
  if (type === 'textarea') return <TextareaField field={field} ctx={ctx} />
  if (type === 'checkbox') return <CheckboxField field={field} ctx={ctx} />
  if (type === 'listradio') return <ListRadioField field={field} ctx={ctx} />
  if (CHECKBOX_LISTS.has(type)) return <ListCheckboxField field={field} ctx={ctx} />
  if (SELECTS.has(type)) return <ListSelectField field={field} ctx={ctx} />
  if (type === 'number' || type === 'quantity') return <NumberField field={field} ctx={ctx} />
  // The original has no template for these: their element stays empty on a real site.
  if (type === 'note' || type === 'unknown') return null
  if (isHtmlType(type)) {
    // Without its chunk (it failed to load) an html field shows nothing.
    const Html = ctx.htmlField
    return Html ? <Html field={field} ctx={ctx} display={display} /> : null
  }
  if (type === 'hr')
    return <hr className={`ninja-forms-field ${text(field.def, 'element_class')}`} />
  if (type === 'hidden' && display !== undefined)
    return <TextField field={{ ...field, value: display }} ctx={ctx} />
  const kit = ctx.kit
  // Without the kit (it failed to load) its kinds degrade to a text input.
  if (!kit)
    return type === 'repeater' || CAPTCHA_TYPES.has(type) ? null : (
      <TextField field={field} ctx={ctx} />
    )
  if (type === 'listimage') return <kit.ListImageField field={field} ctx={ctx} />
  if (type === 'date') return <kit.DateField field={field} ctx={ctx} />
  if (type === 'starrating') return <kit.StarRatingField field={field} ctx={ctx} />
  if (type === 'product') return <kit.ProductField field={field} ctx={ctx} />
  if (type === 'total' || type === 'shipping') return <kit.AmountField field={field} ctx={ctx} />
  if (type === 'repeater')
    return (
      <kit.RepeaterField
        field={field}
        ctx={ctx}
        snapshot={snapshot}
        renderChild={(child) => (
          <FieldView
            field={child}
            ctx={ctx}
            display={snapshot?.displays[child.id]}
            submitDisabled={false}
            submitting={false}
            snapshot={undefined}
          />
        )}
      />
    )
  if (type === 'signature') return <kit.SignatureField field={field} ctx={ctx} />
  if (CAPTCHA_TYPES.has(type)) return <kit.CaptchaField field={field} ctx={ctx} />
  return <TextField field={field} ctx={ctx} />
}

/** One field: its wrap (label, description, errors) around the control of its type. */
export function FieldView(props: FieldViewProps) {
  return (
    <FieldWrap
      field={props.field}
      ctx={props.ctx}
      live={showsLiveDisplay(props.field, props.ctx, props.display)}
    >
      <Control {...props} />
    </FieldWrap>
  )
}
