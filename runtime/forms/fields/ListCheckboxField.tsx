import { useState } from 'react'
import type { FormContext } from '../view/form-context'
import { describedBy, optionAria } from '../view/aria'
import type { FieldState } from '../logic/types'
import { elementClass, fieldIds, inputName, on } from './field-attrs'
import { fieldEvents } from './field-events'
import { type ListOption, readOptions, selectedValues, toggleValue } from './list-options'
import { OtherInput } from './OtherInput'

/** Props of {@link ListCheckboxField}. */
export interface ListCheckboxFieldProps {
  readonly field: FieldState
  readonly ctx: FormContext
}

/**
 * A checkbox list (listcheckbox, terms); the value is the array of ticked option values.
 * Terms with `add_new_terms` offer an input where Enter adds and ticks a new option.
 */
export function ListCheckboxField({ field, ctx }: ListCheckboxFieldProps) {
  const ids = fieldIds(field.id)
  const events = fieldEvents(ctx, field.id)
  const [added, setAdded] = useState<ListOption[]>([])
  const [draft, setDraft] = useState('')
  const options = [...readOptions(field.def.options), ...added]
  const values = selectedValues(field.value)
  const otherText = values.find((v) => !options.some((o) => o.value === v)) ?? ''
  const [other, setOther] = useState(otherText !== '')
  const known = values.filter((v) => options.some((o) => o.value === v))
  const canAdd = field.def.type === 'terms' && on(field.def, 'add_new_terms')
  const addTerm = () => {
    const term = draft.trim()
    if (!term) return
    if (!options.some((o) => o.value === term))
      setAdded([...added, { label: term, value: term, image: '' }])
    events.change(toggleValue(values, term, true))
    setDraft('')
  }
  const name = inputName(field.id, field.def)
  const required = on(field.def, 'required') || undefined
  return (
    <ul aria-describedby={describedBy(field)}>
      {options.map((o, i) => {
        const checked = values.includes(o.value)
        const labelId = `${ids.label}-${i}`
        return (
          <li key={`${i}:${o.value}`}>
            <input
              type="checkbox"
              id={`${ids.input}-${i}`}
              name={name}
              className={elementClass(field.def, checked ? 'nf-checked' : '')}
              value={o.value}
              checked={checked}
              disabled={on(field.def, 'disable_input') || undefined}
              aria-labelledby={`${ids.label} ${labelId}`}
              role="checkbox"
              required={required}
              aria-required={required}
              {...optionAria(field)}
              onChange={(e) => events.change(toggleValue(values, o.value, e.currentTarget.checked))}
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
      {on(field.def, 'show_other') ? (
        <OtherInput
          id={`${ids.input}-other`}
          name={name}
          kind="checkbox"
          chosen={other}
          text={otherText}
          onChoose={(c) => {
            setOther(c)
            if (!c) events.change(known)
          }}
          onText={(t) => events.change(t ? [...known, t] : known)}
        />
      ) : null}
      {canAdd ? (
        <li className="nf-add-new-term">
          <input
            type="text"
            className="nf-element"
            aria-label="Add a new term, then press Enter"
            value={draft}
            onChange={(e) => setDraft(e.currentTarget.value)}
            onKeyDown={(e) => {
              // Enter adds the term instead of submitting the form (spec §5, keycode 13).
              if (e.key === 'Enter') {
                e.preventDefault()
                addTerm()
              }
            }}
          />
        </li>
      ) : null}
    </ul>
  )
}
