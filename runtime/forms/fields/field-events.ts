import { liveFieldModel } from '../public/live-field-model'
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
  // As the original: `change:modelValue` carries the field model; the DOM events carry the
  // element and the model (keyup also the key code), on `field-<id>`, `<type>` and `fields`.
  const announce = (event: string, withElement: boolean, ...extra: unknown[]) => {
    const model = liveFieldModel(store, fieldId)
    if (!model) return
    const args = withElement
      ? [document.getElementById(`nf-field-${fieldId}`), model, ...extra]
      : [model]
    radio.channel(`field-${fieldId}`).trigger(event, ...args)
    radio.channel(String(model.get('type'))).trigger(event, ...args)
    radio.channel('fields').trigger(event, ...args)
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
      announce('change:field', true)
      store.setValue(fieldId, value)
      touch('change')
      announce('change:modelValue', false)
    },
    input(sent) {
      const value = stored(sent)
      const was = store.getState().fields[fieldId]?.value
      store.setValue(fieldId, value)
      // Like a Backbone model, only a value that changed is announced.
      if (!Object.is(was, store.getState().fields[fieldId]?.value))
        announce('change:modelValue', false)
    },
    blur() {
      touch('blur')
      announce('blur:field', true)
    },
    keyup(keyCode) {
      touch('keyup', keyCode)
      announce('keyup:field', true, keyCode)
    },
  }
}
