import type { FormStore } from '../logic/form-store'

/**
 * The form's store as the submit flow sees it, with its submit validation behind a gate
 * (`forms: maybe:validate`): when `maybeValidate()` answers false, a submit goes on without
 * checking the fields, as in the original. Everything else is the store itself.
 */
export function withValidationGate(store: FormStore, maybeValidate: () => boolean): FormStore {
  const validateForSubmit = (): ReturnType<FormStore['validateForSubmit']> =>
    maybeValidate() ? store.validateForSubmit() : { ok: true }
  return new Proxy(store, {
    get(target, key) {
      if (key === 'validateForSubmit') return validateForSubmit
      const value: unknown = Reflect.get(target, key, target)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}
