import type { Radio } from '../addon-api/radio'
import { liveFieldModel } from '../addon-api/live-field-model'
import type { FormContext } from '../view/form-context'
import type { FormStore } from '../logic/form-store'
import type { UncleanReason } from '../logic/types'

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
 * Fires a field DOM event as the original's field view did: `(el, model, ...extra)` on
 * `field-<id>`, `<fieldType>` and `fields`.
 */
export function announceFieldEvent(
  ctx: { readonly store: FormStore; readonly radio: Radio },
  fieldId: string,
  event: string,
  el: Element | null,
  ...extra: unknown[]
): void {
  const model = liveFieldModel(ctx.store, fieldId)
  if (!model) return
  const args = [el, model, ...extra]
  for (const name of [`field-${fieldId}`, String(model.get('type')), 'fields'])
    ctx.radio.channel(name).trigger(event, ...args)
}

// Fields whose control announced `change:field` in the running task: the native `change`
// that follows a picked option (addon-api/field-dom-events.ts) is the same change.
const changedInTask = new Set<string>()

/** Whether the field's control already announced `change:field` in this task (asked once). */
export function changeAnnounced(fieldId: string): boolean {
  return changedInTask.delete(fieldId)
}

function markChanged(fieldId: string): void {
  if (changedInTask.size === 0) setTimeout(() => changedInTask.clear())
  changedInTask.add(fieldId)
}

/**
 * Builds the event handlers of one field. The bus events mirror the original's so add-ons
 * listening on `fields`/`field-<id>` keep working; `change:modelValue` comes from the
 * store's listener (addon-api/store-events.ts) for every value change.
 */
export function fieldEvents(ctx: FormContext, fieldId: string): FieldEvents {
  const { store } = ctx
  const touch = (how: UncleanReason, keyCode?: number) => {
    store.markUnclean(fieldId, how, keyCode)
  }
  const announce = (event: string, ...extra: unknown[]) =>
    announceFieldEvent(
      ctx,
      fieldId,
      event,
      document.getElementById(`nf-field-${fieldId}`),
      ...extra,
    )
  // `<type>: before:updateField` may replace the value the control sent.
  const stored = (value: unknown) => {
    const field = store.getState().fields[fieldId]
    const before = store.model.env.hooks?.beforeUpdate
    return field && before ? before(field, value) : value
  }
  return {
    change(sent) {
      const value = stored(sent)
      markChanged(fieldId)
      announce('change:field')
      store.setValue(fieldId, value)
      touch('change')
    },
    input(sent) {
      store.setValue(fieldId, stored(sent))
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
