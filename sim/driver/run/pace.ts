/**
 * Spaces the starts of visits over every worker of a run: each call resolves at least
 * `intervalMs` after the previous one did (the first at once), or at once when `signal`
 * aborts. A real site's owner asked for a rate (`--rate`), not a worker count.
 */
export function pacer(intervalMs: number, signal?: AbortSignal): () => Promise<void> {
  let next = 0
  return async () => {
    const now = performance.now()
    const at = Math.max(now, next)
    next = at + intervalMs
    if (at <= now || signal?.aborted) return
    await new Promise<void>((resolve) => {
      const timer = setTimeout(done, at - now)
      function done() {
        clearTimeout(timer)
        signal?.removeEventListener('abort', done)
        resolve()
      }
      signal?.addEventListener('abort', done, { once: true })
    })
  }
}
