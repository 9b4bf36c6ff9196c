import { ErrorList } from './ErrorList'
import type { FormContext } from './form-context'

/** Props of {@link FormErrors}. */
export interface FormErrorsProps {
  readonly formId: string
  readonly errors: Readonly<Record<string, string>>
  readonly ctx: FormContext
}

/** `#nf-form-errors-{id}`: one `.nf-error-msg.nf-error-{errorId}` per form error. */
export function FormErrors({ formId, errors, ctx }: FormErrorsProps) {
  return (
    <ErrorList
      id={`nf-form-errors-${formId}`}
      className="nf-form-errors"
      errors={errors}
      sanitize={ctx.sanitize}
    />
  )
}
