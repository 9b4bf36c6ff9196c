/** Slug of the server's "already submitted" error. */
export const UNIQUE_FIELD_SLUG = 'unique_field'

/** Events after which a `unique_field` error from the server is cleared. */
const CLEARING_REASONS: ReadonlySet<string> = new Set(['change', 'keyup', 'blur'])

/** Whether this interaction clears the field's `unique_field` error. */
export function clearsUniqueField(reason: string): boolean {
  return CLEARING_REASONS.has(reason)
}
