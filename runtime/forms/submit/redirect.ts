import { safeUrl } from '../fields/safe-url'

/**
 * Follows a server redirect only when it is an http(s) URL (contract g); anything else is
 * reported and ignored. Returns whether the page is navigating.
 */
export function followRedirect(win: Window, target: unknown): boolean {
  if (typeof target !== 'string' || target.trim() === '') return false
  const url = safeUrl(target, ['http:', 'https:'])
  if (!url) {
    console.warn(
      `[bramble] Ignored the redirect to ${JSON.stringify(target)}: only http(s) URLs are followed. Fix the redirect action's URL.`,
    )
    return false
  }
  win.location.assign(url)
  return true
}
