/** Token refresh and invisible re-execution period (spec §9). */
export const REFRESH_MS = 110_000
/** Render attempts for Turnstile and hCaptcha while their script loads (spec §9). */
export const RENDER_ATTEMPTS = 10
/** Pause between two render attempts. */
export const RENDER_RETRY_MS = 500
/** Delay before rendering after the form view rendered. */
export const RENDER_DELAY_MS = 100
/** Delay before re-rendering after a `captcha: reset` broadcast. */
export const RESET_DELAY_MS = 200
/** The console notice when an invisible widget cannot be executed (spec §8). */
export const EXECUTE_NOTICE = 'Notice: Error trying to execute grecaptcha.'
/** The v3 action name (spec §7). */
export const V3_ACTION = 'register'
