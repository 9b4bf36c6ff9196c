import { urlencodedValue } from './urlencoded'

/** The URL of a `fetch`/XHR target given as a string, URL or Request ('' if unreadable). */
export function targetUrl(input: unknown): string {
  try {
    if (typeof input === 'string') return input
    if (input instanceof URL) return input.href
    if (typeof Request !== 'undefined' && input instanceof Request) return input.url
  } catch {
    // A hostile toString or revoked object: treat as no URL.
  }
  return ''
}

/**
 * A named field of a request body: a FormData or URLSearchParams entry, or a pair of a
 * urlencoded string. Undefined for other bodies and missing names.
 */
export function bodyField(body: unknown, name: string): string | undefined {
  if (typeof FormData !== 'undefined' && body instanceof FormData) {
    const value = body.get(name)
    return typeof value === 'string' ? value : undefined
  }
  if (body instanceof URLSearchParams) return body.get(name) ?? undefined
  if (typeof body === 'string') return urlencodedValue(body, name)
  return undefined
}

/** Whether a string body contains `sign` as written (the plugins' own detection rule). */
export function bodyHas(body: unknown, sign: string): boolean {
  if (typeof body === 'string') return body.includes(sign)
  const eq = sign.indexOf('=')
  if (eq < 0) return bodyField(body, sign) !== undefined
  return bodyField(body, sign.slice(0, eq)) === sign.slice(eq + 1)
}

/** Whether `url` calls the WordPress REST route `path`, with pretty or plain permalinks. */
export function isRestPath(url: string, path: string): boolean {
  return (
    url.includes(`/wp-json/${path}`) ||
    url.includes(`rest_route=/${path}`) ||
    url.includes(`rest_route=%2F${path.replace(/\//g, '%2F')}`)
  )
}
