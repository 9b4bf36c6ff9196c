import type { CallResult } from '../transport/types'

/** What the page shows in place of its encoded forms. */
export type ForceProtectionVerdict =
  { readonly allow: true } | { readonly allow: false; readonly message: string }

/**
 * Reads the reply of `force_protection_check_bot` (contract c.7): `{"allow":1,…}` shows the
 * forms, anything else the `message`. REST answers a JSON string (parsed a second time).
 * A call that failed (network, timeout, a cloud error's `error` key) or a reply that does
 * not parse shows the forms, as the original does: the check must never hide a site's forms
 * because the check itself could not run.
 */
export function forceProtectionVerdict(result: CallResult): ForceProtectionVerdict {
  if (!result.ok) return { allow: true }
  let data = result.data
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data) as unknown
    } catch {
      return { allow: true }
    }
  }
  if (typeof data !== 'object' || data === null) return { allow: true }
  const { allow, message } = data as Record<string, unknown>
  if (allow === 1 || allow === '1' || allow === true) return { allow: true }
  return { allow: false, message: typeof message === 'string' ? message : '' }
}
