/** sessionStorage keys the runtime keeps as raw strings (contract d). */
export const SESSION_KEYS = [
  'apbct_session_id',
  'apbct_site_referer',
  'apbct_prev_referer',
  'apbct_session_current_page',
] as const

/** Reads a raw sessionStorage string, or undefined (missing or storage unavailable). */
export function readSession(storage: Storage, name: string): string | undefined {
  try {
    return storage.getItem(name) ?? undefined
  } catch {
    return undefined
  }
}

/** Writes a raw sessionStorage string; storage errors are swallowed. */
export function writeSession(storage: Storage, name: string, value: string): void {
  try {
    storage.setItem(name, value)
  } catch {
    // Losing a session value must never break the page.
  }
}
