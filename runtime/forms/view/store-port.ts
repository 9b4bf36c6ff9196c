/**
 * The store surface the React view uses: the form store of runtime/forms/logic, named here
 * so view modules import one place.
 */
export type { FormStore as FormStorePort } from '../logic/form-store'
export type {
  FieldState as FieldSnapshot,
  FormState as FormSnapshot,
  UncleanReason as TouchKind,
} from '../logic/types'
