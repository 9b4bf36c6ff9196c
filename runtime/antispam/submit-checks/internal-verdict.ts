/**
 * The answer of `ct_check_internal` (contract c.7): `{"success":true}` allows,
 * `{"success":false,"data":"<msg>"}` refuses with a message for `alert`. Anything else is
 * not an answer the visitor can act on and allows (the server checks the submission itself).
 */
export function internalVerdict(
  reply: unknown,
): { allow: true } | { allow: false; message: string } {
  const r = reply as { success?: unknown; data?: unknown } | null
  if (r && typeof r === 'object' && r.success === false && typeof r.data === 'string' && r.data)
    return { allow: false, message: r.data }
  return { allow: true }
}
