import type { FormModelShim } from './form-model-shim'
import type { FormRegistry } from './form-registry'

/** The Backbone collection subset add-ons use on the original's form collection. */
export interface FormCollectionShim {
  readonly models: FormModelShim[]
  readonly length: number
  /** By id (or by anything with an `id`, as Backbone's `get`). */
  get(id: unknown): FormModelShim | undefined
  at(index: number): FormModelShim | undefined
  each(
    fn: (model: FormModelShim, index: number, list: FormModelShim[]) => void,
    context?: unknown,
  ): void
}

/** A live collection of the page's form models (the ones `form-<id>: loaded` passes). */
export function formCollection(forms: FormRegistry): FormCollectionShim {
  const models = () => forms.all().map((f) => f.model)
  return {
    get models() {
      return models()
    },
    get length() {
      return forms.all().length
    },
    get(id) {
      const key = typeof id === 'object' && id !== null ? (id as { id?: unknown }).id : id
      return forms.get(String(key))?.model
    },
    at: (index) => models().at(index),
    each(fn, context) {
      models().forEach((m, i, list) => fn.call(context, m, i, list))
    },
  }
}
