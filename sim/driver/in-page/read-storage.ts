function entries(storage: Storage): Record<string, string> {
  const out: Record<string, string> = {}
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i)
    if (key !== null) out[key] = storage.getItem(key) ?? ''
  }
  return out
}

/** Runs in the page: every localStorage entry as raw strings. */
export function readLocalStorage(): Record<string, string> {
  return entries(localStorage)
}

/** Runs in the page: every sessionStorage entry as raw strings. */
export function readSessionStorage(): Record<string, string> {
  return entries(sessionStorage)
}
