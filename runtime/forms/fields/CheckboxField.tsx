import { controlAria } from '../view/aria'
import { elementClass, fieldIds, inputName, on } from './field-attrs'
import { fieldEvents } from './field-events'
import type { FieldProps } from './field-props'

/** True for the ways a checked box is stored (1, "1", true, "checked"). */
export function isChecked(value: unknown): boolean {
  return value === 1 || value === '1' || value === true || value === 'checked'
}

/** A single checkbox; its submit value is 1 or 0 (contract c). */
export function CheckboxField({ field, ctx }: FieldProps) {
  const ids = fieldIds(field.id)
  const events = fieldEvents(ctx, field.id)
  return (
    <input
      id={ids.input}
      name={inputName(field.id, field.def)}
      type="checkbox"
      value="1"
      className={elementClass(field.def)}
      checked={isChecked(field.value)}
      disabled={on(field.def, 'disable_input') || undefined}
      {...controlAria(field)}
      onChange={(e) => events.change(e.currentTarget.checked ? 1 : 0)}
      onBlur={() => events.blur()}
    />
  )
}
