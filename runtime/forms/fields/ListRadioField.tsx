import { useState } from 'react'
import type { FormContext } from '../view/form-context'
import { groupAria } from '../view/aria'
import type { FieldSnapshot } from '../view/store-port'
import { elementClass, fieldIds, inputName, on } from './field-attrs'
import { fieldEvents } from './field-events'
import { readOptions, selectedValues } from './list-options'
import { OtherInput } from './OtherInput'

/** Props of {@link ListRadioField}. */
export interface ListRadioFieldProps {
  readonly field: FieldSnapshot
  readonly ctx: FormContext
}

/** A radio list, named by the field label, with an optional "Other" entry (`show_other`). */
export function ListRadioField({ field, ctx }: ListRadioFieldProps) {
  const ids = fieldIds(field.id)
  const events = fieldEvents(ctx, field.id)
  const options = readOptions(field.def.options)
  const current = selectedValues(field.value)[0] ?? ''
  const known = current === '' || options.some((o) => o.value === current)
  const [other, setOther] = useState(!known)
  return (
    <div {...groupAria(field, 'radiogroup')}>
      <ul>
        {options.map((o, i) => (
          <li key={`${i}:${o.value}`}>
            <input
              id={`${ids.input}-${i}`}
              name={inputName(field.id, field.def)}
              type="radio"
              value={o.value}
              className={elementClass(field.def)}
              checked={!other && current === o.value}
              disabled={on(field.def, 'disable_input') || undefined}
              onChange={() => {
                setOther(false)
                events.change(o.value)
              }}
              onBlur={() => events.blur()}
            />
            <label htmlFor={`${ids.input}-${i}`}>{o.label}</label>
          </li>
        ))}
        {on(field.def, 'show_other') ? (
          <OtherInput
            id={`${ids.input}-other`}
            name={inputName(field.id, field.def)}
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
    </div>
  )
}
