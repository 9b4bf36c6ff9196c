/** Forms whose plugins need the token pushed through the detector's `setEventTokenField`. */
export const TOKEN_FIELD_FORMS = '.latepoint-form, .mec-booking-form-container, #login-form-popup'
/** The push interval (contract f). */
export const TOKEN_FIELD_INTERVAL = 2000

/**
 * Calls `setEventTokenField(token)` every 2 s while such a form is on the page and the
 * token has 64 characters. `update()` (called after each form scan) starts or stops the
 * timer, so nothing runs on pages without these forms.
 */
export function createTokenFieldPusher(
  win: Window,
  token: () => string,
): { update(): void; stop(): void } {
  let timer: ReturnType<typeof setInterval> | undefined
  const push = () => {
    try {
      const value = token()
      const setter = (win as unknown as { setEventTokenField?: (t: string) => void })
        .setEventTokenField
      if (value.length === 64 && typeof setter === 'function') setter(value)
    } catch {
      // The detector's function is not ours: its failure must not stop the timer.
    }
  }
  const stop = () => {
    clearInterval(timer)
    timer = undefined
  }
  return {
    update() {
      const present = win.document.querySelector(TOKEN_FIELD_FORMS) !== null
      if (present && timer === undefined) timer = setInterval(push, TOKEN_FIELD_INTERVAL)
      else if (!present) stop()
    },
    stop,
  }
}
