/**
 * The public script APIs of the CAPTCHA providers, as far as the form uses them. The page
 * loads the real scripts; the runtime only calls them.
 */

/** Render options shared by the widget providers. */
export interface WidgetOptions {
  sitekey: string
  theme?: string
  size?: string
  callback?: (token: string) => void
  'expired-callback'?: () => void
}

/** `window.grecaptcha` (v2 widgets and v3). */
export interface Grecaptcha {
  render(el: HTMLElement, options: WidgetOptions): number
  execute(widgetOrSiteKey?: number | string, options?: { action: string }): unknown
  reset(widgetId?: number): void
  getResponse?(widgetId?: number): string
  ready(callback: () => void): void
}

/** `window.turnstile` / `window.hcaptcha`. */
export interface WidgetProvider {
  render(el: HTMLElement, options: WidgetOptions): string | number
  reset(widgetId?: string | number): void
  getResponse?(widgetId?: string | number): string
}

/** The provider global of a name, if its script has loaded. */
export function provider<T>(
  win: Window,
  name: 'grecaptcha' | 'turnstile' | 'hcaptcha',
): T | undefined {
  const p = (win as unknown as Record<string, unknown>)[name]
  return typeof p === 'object' && p !== null ? (p as T) : undefined
}
