import { useState } from 'react'
import type { FormContext } from '../view/form-context'
import { describedBy, optionAria } from '../view/aria'
import type { FieldState } from '../logic/types'
import { elementClass, fieldIds, inputName, on } from './field-attrs'
import { fieldEvents } from './field-events'
import { readOptions, selectedValues } from './list-options'
import { OtherInput } from './OtherInput'

/** Props of {@link ListRadioField}. */
export interface ListRadioFieldProps {
  readonly field: FieldState
  readonly ctx: FormContext
}

/**
 * A radio list as the original prints it (`ul > li > input + label`, the checked one marked
 * `nf-checked`/`nf-checked-label`), with an optional "Other" entry (`show_other`).
 */
export function ListRadioField({ field, ctx }: ListRadioFieldProps) {
  const { def } = field
  const ids = fieldIds(field.id)
  const events = fieldEvents(ctx, field.id)
  const options = readOptions(def.options)
  const current = selectedValues(field.value)[0] ?? ''
  const known = current === '' || options.some((o) => o.value === current)
  const [other, setOther] = useState(!known)
  const name = inputName(field.id, def)
  const required = on(def, 'required') || undefined
  return (
    <ul aria-describedby={describedBy(field)}>
      {options.map((o, i) => {
        const checked = !other && current === o.value
        const labelId = `nf-label-class-field-${field.id}-${i}`
        return (
          <li key={`${i}:${o.value}`}>
            <input
              type="radio"
              id={`${ids.input}-${i}`}
              name={name}
              className={elementClass(def, checked ? 'nf-checked' : '')}
              value={o.value}
              checked={checked}
              disabled={on(def, 'disable_input') || undefined}
              aria-labelledby={labelId}
              required={required}
              aria-required={required}
              {...optionAria(field)}
              onChange={() => {
                setOther(false)
                events.change(o.value)
              }}
              onBlur={() => events.blur()}
            />
            <label
              htmlFor={`${ids.input}-${i}`}
              id={labelId}
              className={checked ? 'nf-checked-label' : ''}
            >
              {o.label}
            </label>
          </li>
        )
      })}
      {on(def, 'show_other') ? (
        <OtherInput
          id={`${ids.input}-other`}
          name={name}
          kind="radio"
          chosen={other}
          text={known ? '' : current}
          onChoose={() => {
            setOther(true)
            events.change('')
          }}
          onText={(v) => events.input(v)}
        />
      ) : null}
    </ul>
  )
}
