import type { Radio } from './radio'
import { calcEngine } from '../logic/calc/engine'
import type { FormStore } from '../logic/form-store'
import type { FormState } from '../logic/types'
import { formModelShim } from './form-model-shim'
import { liveFieldModel } from './live-field-model'

type Errors = Readonly<Record<string, string>>

function diff(
  before: Errors | undefined,
  after: Errors | undefined,
  added: (key: string, message: string) => void,
  removed: (key: string) => void,
): void {
  if (before === after) return
  for (const key in before) if (after?.[key] === undefined) removed(key)
  for (const key in after) if (before?.[key] !== after[key]) added(key, after[key] as string)
}

/**
 * Announces what a form's store changed, as the original's models did: `change:modelValue`
 * (field model) on `field-<id>`, `<fieldType>` and `fields` for every value that changed, `fields:
 * add:error/remove:error` (field model, key[, message]), `form-<id>: add:error/remove:error`
 * (form model, id[, message]) and `calc: change:value` (the calc model: `get('name')`,
 * `get('value')`, `get('formID')`). Returns the function that stops it.
 */
export function announceStoreChanges(radio: Radio, store: FormStore): () => void {
  let prev: FormState = store.getState()
  const formId = prev.id
  const form = formModelShim(formId, store)
  const fields = radio.channel('fields')
  const own = radio.channel(`form-${formId}`)
  const calcChannel = radio.channel('calc')
  return store.subscribe(() => {
    const next = store.getState()
    const before = prev
    prev = next
    if (next.fields !== before.fields) {
      // Work out value changes only while someone listens (a keystroke pays nothing else).
      const values = radio.heard('change:modelValue')
      for (const id in next.fields) {
        const was = before.fields[id]
        const now = next.fields[id]
        if (was === now || !now) continue
        // Typed, picked, calculated, totalled, mirrored or reset alike, as the original's
        // model fired it on every set.
        if (values && was && !Object.is(was.value, now.value)) {
          const model = liveFieldModel(store, id)
          for (const name of [`field-${id}`, String(now.def.type), 'fields'])
            radio.channel(name).trigger('change:modelValue', model)
        }
        if (was?.errors === now.errors) continue
        diff(
          was?.errors,
          now.errors,
          (key, msg) => fields.trigger('add:error', liveFieldModel(store, id), key, msg),
          (key) => fields.trigger('remove:error', liveFieldModel(store, id), key),
        )
      }
    }
    diff(
      before.formErrors,
      next.formErrors,
      (id, msg) => own.trigger('add:error', form, id, msg),
      (id) => own.trigger('remove:error', form, id),
    )
    // The engine (a lazy chunk) is there whenever the form has calculations; the models are
    // built only while someone listens (a keystroke through 100 calculations builds none).
    if (next.calcs !== before.calcs && radio.heard('change:value'))
      for (const calc of calcEngine()?.changedCalcs?.(before.calcs, next.calcs, formId) ?? [])
        calcChannel.trigger('change:value', calc)
  })
}
