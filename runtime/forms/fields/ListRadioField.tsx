import { useState } from 'react'
import { describedBy } from '../view/aria'
import { fieldIds, inputName, on } from './field-attrs'
import { fieldEvents } from './field-events'
import { readOptions, selectedValues } from './list-options'
import { listOptionItem } from './list-option-item'
import { OtherInput } from './OtherInput'
import type { FieldProps } from './field-props'

/**
 * A radio list as the original prints it (`ul > li > input + label`, the checked one marked
 * `nf-checked`/`nf-checked-label`), with an optional "Other" entry (`show_other`).
 */
export function ListRadioField({ field, ctx }: FieldProps) {
  const { def } = field
  const ids = fieldIds(field.id)
  const events = fieldEvents(ctx, field.id)
  const options = readOptions(def.options)
  const current = selectedValues(field.value)[0] ?? ''
  const known = current === '' || options.some((o) => o.value === current)
  const [other, setOther] = useState(!known)
  const name = inputName(field.id, def)
  return (
    <ul aria-describedby={describedBy(field)}>
      {options.map((o, i) =>
        listOptionItem(field, events, false, i, o, name, !other && current === o.value, () => {
          setOther(false)
          events.change(o.value)
        }),
      )}
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
