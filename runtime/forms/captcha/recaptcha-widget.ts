import { EXECUTE_NOTICE, REFRESH_MS } from './constants'
import { provider, type Grecaptcha } from './providers'

/** A rendered widget that can be reset and stopped. */
export interface CaptchaWidget {
  reset(): void
  stop(): void
}

/**
 * Renders a first-provider widget (image, checkbox or invisible) into an empty
 * placeholder. An invisible widget is executed at once and every 110 s; a failed execution
 * logs the notice of spec §8 and nothing else. Undefined when the script is absent or the
 * placeholder already holds a widget.
 */
export function renderRecaptcha(
  win: Window,
  el: HTMLElement,
  onToken: (token: string) => void,
): CaptchaWidget | undefined {
  const g = provider<Grecaptcha>(win, 'grecaptcha')
  if (!g || el.childElementCount > 0) return undefined
  const size = el.dataset.size ?? 'normal'
  const id = g.render(el, {
    sitekey: el.dataset.sitekey ?? '',
    theme: el.dataset.theme,
    size,
    callback: onToken,
    'expired-callback': () => onToken(''),
  })
  if (size !== 'invisible') return { reset: () => g.reset(id), stop: () => {} }
  const execute = () => {
    try {
      const r = g.execute(id)
      if (r instanceof Promise) r.catch(() => console.log(EXECUTE_NOTICE))
    } catch {
      console.log(EXECUTE_NOTICE)
    }
  }
  execute()
  const timer = win.setInterval(execute, REFRESH_MS)
  return {
    reset: () => {
      g.reset(id)
      execute()
    },
    stop: () => win.clearInterval(timer),
  }
}
