import type { FormStore } from '../logic/form-store'
import type { FormModelShim } from './form-model-shim'

/** One mounted form as the public surface sees it. */
export interface MountedForm {
  readonly id: string
  /** The form model the bus passes (`form-<id>: loaded`, `forms: loaded`'s collection). */
  readonly model: FormModelShim
  readonly store: FormStore
  readonly container: HTMLElement
  /** Runs the submit flow as the button would. */
  readonly submit: () => void
  /** Re-renders the form view's CAPTCHA widgets (`form: render:view`). */
  readonly rerender: () => void
}

/** The forms mounted on the page, by id, in mount order. */
export interface FormRegistry {
  add(form: MountedForm): void
  get(id: string): MountedForm | undefined
  all(): MountedForm[]
  /** The form that holds the field `fieldId` (field ids are unique on a page). */
  byField(fieldId: string): MountedForm | undefined
}

/** Creates an empty registry. */
export function createFormRegistry(): FormRegistry {
  const forms = new Map<string, MountedForm>()
  return {
    add: (form) => void forms.set(form.id, form),
    get: (id) => forms.get(id),
    all: () => [...forms.values()],
    byField: (fieldId) =>
      [...forms.values()].find((f) => f.store.getState().fields[fieldId] !== undefined),
  }
}
