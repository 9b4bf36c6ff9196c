import { controlAria } from '../view/aria'
import { kindOf } from '../kinds'
import { autocompleteFor, elementClass, fieldIds, inputName, on, text } from './field-attrs'
import { fieldEvents } from './field-events'
import { applyLimit, readInputLimit } from './input-limit'
import type { FieldProps } from './field-props'

/** A textarea, or the rich-text editor (field kit) when `textarea_rte` is on. */
export function TextareaField({ field, ctx }: FieldProps) {
  const { def } = field
  const ids = fieldIds(field.id)
  const events = fieldEvents(ctx, field.id)
  const value = field.value === undefined || field.value === null ? '' : String(field.value)
  const limit = readInputLimit(def.input_limit, def.input_limit_type)
  // The editor is in the field kit; without it the field is a plain textarea.
  const Editor = on(def, 'textarea_rte') ? ctx.kit?.RichTextEditor : undefined
  if (Editor) return <Editor field={field} ctx={ctx} value={value} events={events} />
  return (
    <textarea
      id={ids.input}
      name={inputName(field.id, def)}
      className={elementClass(def)}
      placeholder={text(def, 'placeholder') || undefined}
      disabled={on(def, 'disable_input') || undefined}
      autoComplete={autocompleteFor(def, kindOf(def.type).autocomplete)}
      maxLength={limit?.kind === 'characters' ? limit.max : undefined}
      value={value}
      {...controlAria(field)}
      onChange={(e) =>
        events.input(limit ? applyLimit(e.currentTarget.value, limit) : e.currentTarget.value)
      }
      onBlur={() => events.blur()}
      onKeyUp={(e) => events.keyup(e.keyCode)}
    />
  )
}
