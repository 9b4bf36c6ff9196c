import { isMultiValue } from '../kinds'
import { controlAria } from '../view/aria'
import { elementClass, fieldIds, inputName, num, on } from './field-attrs'
import { fieldEvents } from './field-events'
import { readOptions, selectedValues } from './list-options'
import type { FieldProps } from './field-props'

/** Default visible rows of a multi-select (spec §9). */
export const MULTI_SELECT_ROWS = 5

/** A select list (listselect, liststate, listcountry) or multi-select (`multi_size` rows). */
export function ListSelectField({ field, ctx }: FieldProps) {
  const { def } = field
  const ids = fieldIds(field.id)
  const events = fieldEvents(ctx, field.id)
  const multi = isMultiValue(def)
  const options = readOptions(def.options)
  const values = selectedValues(field.value)
  return (
    <select
      id={ids.input}
      name={inputName(field.id, def)}
      className={elementClass(def)}
      multiple={multi || undefined}
      size={multi ? num(def, 'multi_size', MULTI_SELECT_ROWS) || MULTI_SELECT_ROWS : undefined}
      disabled={on(def, 'disable_input') || undefined}
      value={multi ? values : (values[0] ?? '')}
      {...controlAria(field)}
      onChange={(e) => {
        const el = e.currentTarget
        events.change(multi ? Array.from(el.selectedOptions, (o) => o.value) : el.value)
      }}
      onBlur={() => events.blur()}
    >
      {options.map((o, i) => (
        <option key={`${i}:${o.value}`} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  )
}
