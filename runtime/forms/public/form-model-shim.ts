import type { FormStore } from '../logic/form-store'

/** The Backbone form-model subset add-on replies use (`maybe:validate` receives one). */
export interface FormModelShim {
  readonly id: string
  get(key: string): unknown
  getExtra(key: string): unknown
}

/**
 * A live model of one form: `get('id')`, `get('extra')`, `get('settings')`, any other key
 * from the settings, and `getExtra(key)` (e.g. Save Progress skips validation when its
 * `saveProgress` extra is set).
 */
export function formModelShim(formId: string, store: FormStore): FormModelShim {
  const settings = store.model.form.settings
  return {
    id: formId,
    get(key) {
      if (key === 'id') return formId
      if (key === 'extra') return store.getState().extra
      if (key === 'settings') return settings
      return settings[key]
    },
    getExtra: (key) => store.getExtra(key),
  }
}
