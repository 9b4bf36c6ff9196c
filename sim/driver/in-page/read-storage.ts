/** Runs in the page: every localStorage entry as raw strings. */
export function readLocalStorage(): Record<string, string> {
  const out: Record<string, string> = {}
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i)
    if (key !== null) out[key] = localStorage.getItem(key) ?? ''
  }
  return out
}
