/** Form error id added while any field has an error. */
export const FIELD_ERRORS_ID = 'field-errors'

/**
 * Form errors that never block a submit: the email action's (spec §4 step 3), and the ones
 * that describe the last attempt rather than the form — an unreadable reply or a lost
 * connection (`parse-response-ERROR`) and a nonce refused twice (`nonce`). The original kept
 * the first blocking, so after one server error or dropped connection Send did nothing until
 * the page was reloaded; here the next Send clears them and posts again.
 */
export const NON_BLOCKING_FORM_ERRORS: ReadonlySet<string> = new Set([
  'invalid_email',
  'email_not_sent',
  'parse-response-ERROR',
  'nonce',
])

/** The form errors that stop a submit. */
export function blockingFormErrors(formErrors: Readonly<Record<string, string>>): string[] {
  return Object.keys(formErrors).filter((id) => !NON_BLOCKING_FORM_ERRORS.has(id))
}

/** The field to focus after a failed validation: the invalid one with the lowest order. */
export function focusTarget(
  invalid: readonly { readonly id: string; readonly order: number }[],
): string | undefined {
  let best: { id: string; order: number } | undefined
  for (const f of invalid) if (!best || f.order < best.order) best = f
  return best?.id
}
