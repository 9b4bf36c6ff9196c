import type { FormContext } from '../view/form-context'
import { controlAria } from '../view/aria'
import type { FieldSnapshot } from '../view/store-port'
import { elementClass, fieldIds, inputName, on, text } from './field-attrs'
import { fieldEvents } from './field-events'

/** Props of {@link NumberField}. */
export interface NumberFieldProps {
  readonly field: FieldSnapshot
  readonly ctx: FormContext
}

/** A number input (number, quantity) with `num_min`/`num_max`/`num_step`; value as typed. */
export function NumberField({ field, ctx }: NumberFieldProps) {
  const { def } = field
  const events = fieldEvents(ctx, field.id)
  const attr = (key: string) => text(def, key) || undefined
  return (
    <input
      id={fieldIds(field.id).input}
      name={inputName(field.id, def)}
      type="number"
      className={elementClass(def)}
      min={attr('num_min')}
      max={attr('num_max')}
      step={attr('num_step') ?? 'any'}
      placeholder={attr('placeholder')}
      disabled={on(def, 'disable_input') || undefined}
      value={field.value === undefined || field.value === null ? '' : String(field.value)}
      {...controlAria(field)}
      onChange={(e) => events.input(e.currentTarget.value)}
      onBlur={() => events.blur()}
      onKeyUp={(e) => events.keyup(e.keyCode)}
    />
  )
}
