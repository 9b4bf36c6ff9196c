import type { FieldState } from '../logic/types'
import { elementClass, fieldIds, text } from './field-attrs'

/** Props of {@link SubmitField}. */
export interface SubmitFieldProps {
  readonly field: FieldState
  readonly disabled: boolean
  readonly processing: boolean
}

/**
 * The submit button: disabled while the form has errors, a token is being fetched or a
 * submission is in flight, showing `processing_label` while it is.
 */
export function SubmitField({ field, disabled, processing }: SubmitFieldProps) {
  const { def } = field
  const label = text(def, 'label') || 'Submit'
  const busy = text(def, 'processing_label') || label
  return (
    <input
      id={fieldIds(field.id).input}
      type="submit"
      className={elementClass(def)}
      value={processing ? busy : label}
      disabled={disabled || processing}
      aria-disabled={disabled || processing || undefined}
    />
  )
}
