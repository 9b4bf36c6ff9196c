import { useState } from 'react'
import { describedBy } from '../view/aria'
import { fieldIds, inputName, on } from './field-attrs'
import { fieldEvents } from './field-events'
import { readOptions, selectedValues, toggleValue } from './list-options'
import { listOptionItem } from './list-option-item'
import { OtherInput } from './OtherInput'
import type { FieldProps } from './field-props'

/**
 * A checkbox list (listcheckbox, terms); the value is the array of ticked option values.
 * Terms never offer a new-term input: the original's template tests a name that is never
 * defined, so `add_new_terms` shows nothing on a real site. Its "Other" entry is printed
 * hidden, as the original prints it.
 */
export function ListCheckboxField({ field, ctx }: FieldProps) {
  const ids = fieldIds(field.id)
  const events = fieldEvents(ctx, field.id)
  const options = readOptions(field.def.options)
  const values = selectedValues(field.value)
  const otherText = values.find((v) => !options.some((o) => o.value === v)) ?? ''
  const [other, setOther] = useState(otherText !== '')
  const known = values.filter((v) => options.some((o) => o.value === v))
  const name = inputName(field.id, field.def)
  return (
    <ul aria-describedby={describedBy(field)}>
      {options.map((o, i) =>
        listOptionItem(field, events, true, i, o, name, values.includes(o.value), (checked) =>
          events.change(toggleValue(values, o.value, checked)),
        ),
      )}
      {on(field.def, 'show_other') ? (
        <OtherInput
          id={`${ids.input}-other`}
          name={name}
          kind="checkbox"
          hidden
          chosen={other}
          text={otherText}
          onChoose={(c) => {
            setOther(c)
            if (!c) events.change(known)
          }}
          onText={(t) => events.change(t ? [...known, t] : known)}
        />
      ) : null}
    </ul>
  )
}
