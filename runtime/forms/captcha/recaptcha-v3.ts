import { REFRESH_MS, V3_ACTION } from './constants'
import { provider, type Grecaptcha } from './providers'
import type { CaptchaWidget } from './recaptcha-widget'
import { bramble } from '../../core/message'

/** What a v3 token fetch reports. */
export interface V3Hooks {
  /** True while a token is being fetched (submit stays disabled). */
  fetching(busy: boolean): void
  token(token: string): void
}

/**
 * reCAPTCHA v3: fetches a token for the action `register` when ready and every 110 s.
 * Undefined when the script is absent.
 */
export function startRecaptchaV3(
  win: Window,
  siteKey: string,
  hooks: V3Hooks,
): CaptchaWidget | undefined {
  const g = provider<Grecaptcha>(win, 'grecaptcha')
  if (!g) return undefined
  const fetchToken = () => {
    hooks.fetching(true)
    try {
      g.ready(() => {
        Promise.resolve(g.execute(siteKey, { action: V3_ACTION }))
          .then((t) => hooks.token(typeof t === 'string' ? t : ''))
          .catch((error: unknown) => console.error(bramble('reCAPTCHA v3 gave no token:'), error))
          .finally(() => hooks.fetching(false))
      })
    } catch (error) {
      console.error(bramble('reCAPTCHA v3 failed:'), error)
      hooks.fetching(false)
    }
  }
  fetchToken()
  const timer = win.setInterval(fetchToken, REFRESH_MS)
  return { reset: fetchToken, stop: () => win.clearInterval(timer) }
}
