import type { FormContext } from './form-context'
import { Markup } from './Markup'

/** Props of {@link FormErrors}. */
export interface FormErrorsProps {
  readonly formId: string
  readonly errors: Readonly<Record<string, string>>
  readonly ctx: FormContext
}

/** `#nf-form-errors-{id}`: one `.nf-error-msg.nf-error-{errorId}` per form error. */
export function FormErrors({ formId, errors, ctx }: FormErrorsProps) {
  return (
    <div id={`nf-form-errors-${formId}`} className="nf-form-errors" role="alert">
      {Object.entries(errors).map(([errorId, message]) => (
        <Markup
          key={errorId}
          as="div"
          className={`nf-error-msg nf-error-${errorId}`}
          html={message}
          sanitize={ctx.sanitize}
        />
      ))}
    </div>
  )
}
