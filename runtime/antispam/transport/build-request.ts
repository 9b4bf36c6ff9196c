import type { CallSpec } from './types'

/** What a request is built from besides the call itself. */
export interface RequestSettings {
  readonly transport: 'rest' | 'admin_ajax'
  readonly ajaxUrl: string
  readonly restUrl: string
  /** The nonce to send, or '' for none. */
  readonly nonce: string
  /** Base URL for relative endpoints (the page address). */
  readonly base: string
  readonly random: () => number
}

/** The URL of a call's endpoint on its transport (contract section b). */
export function endpointUrl(spec: CallSpec, s: RequestSettings): string {
  const raw = s.transport === 'rest' ? `${s.restUrl}cleantalk-antispam/v1/${spec.route}` : s.ajaxUrl
  return new URL(raw, s.base).href
}

/**
 * Builds the fetch arguments of a call: multipart FormData for POST (wire), URL parameters
 * for GET/HEAD; admin-ajax adds `action`, `_ajax_nonce` and `no_cache`, REST sends the nonce
 * as `X-WP-Nonce`. No `X-Robots-Tag` or other extra header is sent.
 */
export function buildRequest(
  spec: CallSpec,
  s: RequestSettings,
): { url: string; init: RequestInit } {
  const method = spec.method ?? 'POST'
  const entries: [string, string | Blob][] = Object.entries(spec.fields ?? {})
  const headers: Record<string, string> = {}
  if (s.transport === 'admin_ajax') {
    entries.push(['action', spec.action])
    if (s.nonce) entries.push(['_ajax_nonce', s.nonce])
    entries.push(['no_cache', String(s.random())])
  } else if (s.nonce) {
    headers['X-WP-Nonce'] = s.nonce
  }
  const url = new URL(endpointUrl(spec, s))
  const init: RequestInit = { method, headers, credentials: 'same-origin' }
  if (method === 'POST') {
    const body = new FormData()
    for (const [k, v] of entries) body.append(k, v)
    init.body = body
  } else {
    // A Blob cannot travel in a URL; its name is kept so the server sees the key.
    for (const [k, v] of entries) url.searchParams.append(k, typeof v === 'string' ? v : '')
  }
  return { url: url.href, init }
}
