import { useLayoutEffect, useRef } from 'react'
import type { FormContext } from '../view/form-context'
import { kindOf } from '../kinds'
import { controlAria } from '../view/aria'
import type { FieldState } from '../logic/types'
import { elementClass, fieldIds, inputName, on, text } from './field-attrs'
import { fieldEvents } from './field-events'
import type { FieldProps } from './field-props'
import { bramble } from '../../core/message'

/**
 * Whether a field is drawn by {@link NumberField} (its kind's control), which shows its value itself: the view
 * need not render it when only its value changed (see view/view-snapshot).
 */
export function drawsOwnValue(field: FieldState): boolean {
  return kindOf(field.def.type).control === 'number'
}

const shown = (value: unknown) => (value === undefined || value === null ? '' : String(value))

// The store's value shown in the input, if it differs from what the input holds.
function showStoreValue(el: HTMLInputElement, store: FormContext['store'], id: string) {
  const f = store.getState().fields[id]
  if (f && el.value !== shown(f.value)) el.value = shown(f.value)
}

/**
 * A number input (number, quantity) with `num_min`/`num_max`/`num_step`; value as typed.
 *
 * The input holds what the visitor types, as a browser input does; the store's value is
 * written into it when that value changes (a reset, a script's `.val()`) and after the
 * visitor's own input when the store kept another value than the one typed (an add-on's
 * `before:updateField`). So a keystroke renders nothing in React — the field snapshot the
 * view keeps for it ignores its value — and, as with the original's inputs, the `value`
 * attribute keeps the value the field was printed with. Its `input` and `change` events are
 * listened to on the element itself: with nothing to render, React's change event (a
 * synthetic event, a batch and a controlled-value restore) would be pure overhead.
 */
export function NumberField({ field, ctx }: FieldProps) {
  const { def } = field
  const ref = useRef<HTMLInputElement>(null)
  const events = fieldEvents(ctx, field.id)
  const attr = (key: string) => text(def, key) || undefined
  const id = field.id
  useLayoutEffect(() => {
    const el = ref.current
    if (!el) return undefined
    const { store } = ctx
    const input = fieldEvents(ctx, id).input
    // The value the store last got from this input or wrote into it: like React's value
    // tracker, an event that brings no new value (a change after input) is not passed on.
    let reported = el.value
    const show = () => {
      showStoreValue(el, store, id)
      reported = el.value
    }
    const onInput = () => {
      if (el.value === reported) return
      reported = el.value
      try {
        input(el.value)
        show()
      } catch (error) {
        console.error(bramble('Failed to take a number field value:'), error)
      }
    }
    let last = store.getState().fields[id]?.value
    const sync = () => {
      const value = store.getState().fields[id]?.value
      if (Object.is(value, last)) return
      last = value
      show()
    }
    show()
    const unsubscribe = store.subscribe(sync)
    el.addEventListener('input', onInput)
    el.addEventListener('change', onInput)
    return () => {
      unsubscribe()
      el.removeEventListener('input', onInput)
      el.removeEventListener('change', onInput)
    }
  }, [ctx, id])
  return (
    <input
      ref={ref}
      id={fieldIds(field.id).input}
      name={inputName(field.id, def)}
      type="number"
      className={elementClass(def)}
      min={attr('num_min')}
      max={attr('num_max')}
      step={attr('num_step') ?? 'any'}
      // As the original, an empty field without a placeholder shows its minimum.
      placeholder={attr('placeholder') ?? (shown(field.value) ? undefined : attr('num_min'))}
      disabled={on(def, 'disable_input') || undefined}
      defaultValue={shown(field.value)}
      {...controlAria(field)}
      onBlur={() => events.blur()}
      onKeyUp={(e) => events.keyup(e.keyCode)}
    />
  )
}
