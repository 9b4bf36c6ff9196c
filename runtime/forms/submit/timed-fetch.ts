/**
 * How long a form submit may wait for the server's whole reply. A server that never answers
 * (a stalled PHP worker, a proxy holding the connection) would otherwise leave the form
 * "Sending" for ever with no way to try again; after this the submit fails like a dropped
 * connection: the form error asks the visitor to try again, and every typed value stays.
 * Long enough for a slow server that sends email before it answers.
 */
export const SUBMIT_TIMEOUT_MS = 60_000

/**
 * `win.fetch` (looked up at each call: other scripts wrap it) with an abort after `ms`, on
 * the page's own timers. A call that brings its own signal is passed on untouched.
 */
export function timedFetch(win: Window, ms = SUBMIT_TIMEOUT_MS): typeof fetch {
  return (input, init) => {
    if (init?.signal) return win.fetch(input, init)
    const controller = new AbortController()
    const timer = win.setTimeout(
      () => controller.abort(new Error(`no reply within ${ms / 1000} s`)),
      ms,
    )
    const call = win.fetch(input, { ...init, signal: controller.signal })
    // The reply's body is read after this resolves, under the same signal: the timer is
    // cleared only when the call itself fails.
    call.catch(() => win.clearTimeout(timer))
    return call
  }
}
