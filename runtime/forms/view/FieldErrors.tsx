import { fieldIds } from '../fields/field-attrs'
import { ErrorList } from './ErrorList'
import type { FormContext } from './form-context'
import type { FieldState } from '../logic/types'

/** Props of {@link FieldErrors}. */
export interface FieldErrorsProps {
  readonly field: FieldState
  readonly ctx: FormContext
}

/** `#nf-error-{id}`: one `.nf-error-msg.nf-error-{slug}` per error of the field. */
export function FieldErrors({ field, ctx }: FieldErrorsProps) {
  return (
    <ErrorList
      id={fieldIds(field.id).error}
      className="nf-error-wrap nf-error"
      live
      errors={field.errors}
      sanitize={ctx.sanitize}
    />
  )
}
