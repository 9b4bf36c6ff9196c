import { RENDER_ATTEMPTS, RENDER_RETRY_MS } from './constants'
import { provider, type WidgetProvider } from './providers'
import type { CaptchaWidget } from './recaptcha-widget'

/**
 * Renders a Turnstile or hCaptcha widget into an empty placeholder, trying 10 times 500 ms
 * apart while the provider's script loads; gives up silently when it never appears.
 * Render errors are ignored (spec §8).
 */
export function renderChallenge(
  win: Window,
  name: 'turnstile' | 'hcaptcha',
  el: HTMLElement,
  onToken: (token: string) => void,
): CaptchaWidget {
  let widget: string | number | undefined
  let timer: number | undefined
  let attempts = 0
  const attempt = () => {
    timer = undefined
    attempts++
    const p = provider<WidgetProvider>(win, name)
    if (!p) {
      if (attempts < RENDER_ATTEMPTS) timer = win.setTimeout(attempt, RENDER_RETRY_MS)
      return
    }
    if (el.childElementCount > 0) return
    try {
      widget = p.render(el, {
        sitekey: el.dataset.sitekey ?? '',
        theme: el.dataset.theme,
        size: el.dataset.size,
        callback: onToken,
        'expired-callback': () => onToken(''),
      })
    } catch {
      // A challenge widget that fails to render must not disturb the form (spec §8).
    }
  }
  attempt()
  return {
    reset() {
      try {
        if (widget !== undefined) provider<WidgetProvider>(win, name)?.reset(widget)
      } catch {
        // Same as a render error: ignored.
      }
    },
    stop: () => win.clearTimeout(timer),
  }
}
