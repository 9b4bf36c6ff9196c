import type { FormStore } from '../logic/form-store'
import { collectionShim, type CollectionShim } from './collection-shim'
import { liveFieldModel, type LiveFieldModel } from './live-field-model'

/** The Backbone form-model subset add-ons use (`maybe:validate`, `app: get:form(s)`). */
export interface FormModelShim {
  readonly id: string
  get(key: string): unknown
  getExtra(key: string): unknown
}

/**
 * A live model of one form: `get('id')`, `get('extra')`, `get('settings')`, `get('fields')`
 * (a collection of the form's top-level field models, in order, built when asked), any
 * other key from the settings, and `getExtra(key)` (e.g. Save Progress skips validation
 * when its `saveProgress` extra is set).
 */
export function formModelShim(formId: string, store: FormStore): FormModelShim {
  const settings = store.model.form.settings
  let fields: CollectionShim<LiveFieldModel> | undefined
  // One model per field, so the same field is the same object on every read.
  const models = new Map<string, LiveFieldModel>()
  const fieldModels = () =>
    store.model.order.flatMap((id) => {
      const model = models.get(id) ?? liveFieldModel(store, id)
      if (model) models.set(id, model)
      return model ? [model] : []
    })
  return {
    id: formId,
    get(key) {
      if (key === 'id') return formId
      if (key === 'extra') return store.getState().extra
      if (key === 'settings') return settings
      if (key === 'fields') return (fields ??= collectionShim(fieldModels))
      return settings[key]
    },
    getExtra: (key) => store.getExtra(key),
  }
}
