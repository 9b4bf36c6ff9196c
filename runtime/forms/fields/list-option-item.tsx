import { optionAria } from '../view/aria'
import type { FieldState } from '../logic/types'
import { elementClass, fieldIds, on } from './field-attrs'
import type { FieldEvents } from './field-events'
import type { ListOption } from './list-options'

/**
 * One option of a radio or checkbox list as the original prints it: `li > input + label`, the
 * checked one marked `nf-checked` / `nf-checked-label`. A checkbox (`multi`) is named by the
 * field's label and its own; a radio by its own, whose id the original spells differently.
 * A plain function rather than a component: the list draws the same elements as before, and
 * positional arguments keep forms.js smaller than a props object would.
 */
export function listOptionItem(
  field: FieldState,
  events: FieldEvents,
  multi: boolean,
  index: number,
  option: ListOption,
  name: string,
  checked: boolean,
  /** Called with the input's new `checked`. */
  onChange: (checked: boolean) => void,
) {
  const { def } = field
  const ids = fieldIds(field.id)
  const id = `${ids.input}-${index}`
  const labelId = multi ? `${ids.label}-${index}` : `nf-label-class-field-${field.id}-${index}`
  const required = on(def, 'required') || undefined
  return (
    <li key={`${index}:${option.value}`}>
      <input
        type={multi ? 'checkbox' : 'radio'}
        id={id}
        name={name}
        className={elementClass(def, checked ? 'nf-checked' : '')}
        value={option.value}
        checked={checked}
        disabled={on(def, 'disable_input') || undefined}
        aria-labelledby={multi ? `${ids.label} ${labelId}` : labelId}
        role={multi ? 'checkbox' : undefined}
        required={required}
        aria-required={required}
        {...optionAria(field)}
        onChange={(e) => onChange(e.currentTarget.checked)}
        onBlur={() => events.blur()}
      />
      <label htmlFor={id} id={labelId} className={checked ? 'nf-checked-label' : ''}>
        {option.label}
      </label>
    </li>
  )
}
