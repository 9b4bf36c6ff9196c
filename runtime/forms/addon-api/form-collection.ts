import { collectionShim, type CollectionShim } from './collection-shim'
import type { FormModelShim } from './form-model-shim'
import type { FormRegistry } from './form-registry'

/**
 * A live collection of the page's form models, the ones `form-<id>: loaded` passed
 * (`app: get:forms`, `forms: loaded`).
 */
export function formCollection(forms: FormRegistry): CollectionShim<FormModelShim> {
  return collectionShim(() => forms.all().map((f) => f.model))
}
