/**
 * The absolute URL of `value` when its scheme is one of `schemes`, else undefined: server
 * and page strings never become `javascript:` links, redirects or image sources.
 */
export function safeUrl(value: unknown, schemes: readonly string[]): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined
  try {
    const url = new URL(value.trim(), document.baseURI)
    return schemes.includes(url.protocol) ? url.href : undefined
  } catch {
    return undefined
  }
}
