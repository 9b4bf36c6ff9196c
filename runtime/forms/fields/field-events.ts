import type { FormContext } from '../view/form-context'
import type { TouchKind } from '../view/store-port'

/** The handlers a field control calls; each updates the store and tells listeners. */
export interface FieldEvents {
  /** A new value from the control (also marks the field unclean on change). */
  change(value: unknown): void
  /** A value while typing: stored, validated live only once the field is unclean. */
  input(value: unknown): void
  blur(): void
  keyup(keyCode: number): void
}

/**
 * Builds the event handlers of one field. The bus events mirror the original's so add-ons
 * listening on `fields`/`field-<id>` keep working.
 */
export function fieldEvents(ctx: FormContext, fieldId: string): FieldEvents {
  const { store, radio } = ctx
  const touch = (how: TouchKind, keyCode?: number) => {
    store.markUnclean(fieldId, how, keyCode)
  }
  const announce = (event: string, ...args: unknown[]) => {
    radio.channel('fields').trigger(event, fieldId, ...args)
    radio.channel(`field-${fieldId}`).trigger(event, fieldId, ...args)
  }
  // `<type>: before:updateField` may replace the value the control sent.
  const stored = (value: unknown) => {
    const field = store.getState().fields[fieldId]
    const before = store.model.env.hooks?.beforeUpdate
    return field && before ? before(field, value) : value
  }
  return {
    change(sent) {
      const value = stored(sent)
      store.setValue(fieldId, value)
      touch('change')
      announce('change:modelValue', value)
    },
    input(sent) {
      const value = stored(sent)
      store.setValue(fieldId, value)
      announce('change:modelValue', value)
    },
    blur() {
      touch('blur')
      announce('blur:field')
    },
    keyup(keyCode) {
      touch('keyup', keyCode)
      announce('keyup:field', keyCode)
    },
  }
}
