import type { FieldState } from '../logic/types'
import type { FormContext } from '../view/form-context'

/** Props every field control takes: its field's state and its form's context. */
export interface FieldProps {
  readonly field: FieldState
  readonly ctx: FormContext
}
