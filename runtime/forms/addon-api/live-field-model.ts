import type { FormStore } from '../logic/form-store'

/**
 * The Backbone field-model subset add-ons use on the bus (`id`, `get`, `set`,
 * `attributes`), reading the store at call time so it never goes stale.
 */
export interface LiveFieldModel {
  readonly id: string
  get(key: string): unknown
  /** `value` and `visible` reach the store; other keys are read-only here. */
  set(key: string, value: unknown): void
  readonly attributes: Readonly<Record<string, unknown>>
}

/** A live model of one field of `store`, or undefined for a field the form does not have. */
export function liveFieldModel(store: FormStore, fieldId: string): LiveFieldModel | undefined {
  const now = () => store.getState().fields[fieldId]
  const first = now()
  if (!first) return undefined
  const get = (key: string): unknown => {
    const f = now() ?? first
    if (key === 'value') return f.value
    if (key === 'visible') return f.visible
    return (f.def as Record<string, unknown>)[key]
  }
  return {
    id: first.id,
    get,
    set(key, value) {
      if (key === 'value') store.setValue(fieldId, value)
      if (key === 'visible') store.setVisible(fieldId, value !== false)
    },
    get attributes() {
      const f = now() ?? first
      return { ...f.def, id: f.id, value: f.value, visible: f.visible }
    },
  }
}
