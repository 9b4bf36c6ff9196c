import type { CallSpec } from './types'

/** The outcome of a `get_fresh_wpnonce` remote call. */
export type FreshNonceResult =
  { readonly ok: true; readonly nonce: string } | { readonly ok: false; readonly reason: string }

const NONCE = /^[0-9a-f]{10}$/

/**
 * Reads the remote call's reply: `{"wpnonce":"<10 hex>"}` on success; `FAIL {"error":…}`
 * or a bare `{"error":…}` (both plain text) otherwise. Never throws.
 */
export function parseFreshNonceReply(text: string): FreshNonceResult {
  const body = text.trim().replace(/^FAIL\s*/, '')
  try {
    const parsed = JSON.parse(body) as unknown
    if (typeof parsed === 'object' && parsed !== null) {
      const { wpnonce, error } = parsed as Record<string, unknown>
      if (typeof wpnonce === 'string' && NONCE.test(wpnonce)) return { ok: true, nonce: wpnonce }
      if (typeof error === 'string') return { ok: false, reason: error }
    }
  } catch {
    // Falls through to the generic reason below.
  }
  return { ok: false, reason: `unexpected reply ${JSON.stringify(text.slice(0, 80))}` }
}

/**
 * Asks the site for a fresh nonce (contract b): a POST to `blog_home` (not the original's
 * page-relative `host_url`) with the failed nonce and the original call's parameters.
 */
export async function fetchFreshNonce(
  fetchFn: typeof fetch,
  blogHome: string,
  failedNonce: string,
  spec: CallSpec,
  signal: AbortSignal,
): Promise<FreshNonceResult> {
  const body = new FormData()
  body.append('spbc_remote_call_action', 'get_fresh_wpnonce')
  body.append('plugin_name', 'antispam')
  body.append('nonce_prev', failedNonce)
  const params: Record<string, string> = { action: spec.action, route: spec.route }
  for (const [k, v] of Object.entries(spec.fields ?? {})) if (typeof v === 'string') params[k] = v
  body.append('initial_request_params', JSON.stringify(params))
  try {
    const res = await fetchFn(blogHome, {
      method: 'POST',
      body,
      credentials: 'same-origin',
      signal,
    })
    return parseFreshNonceReply(await res.text())
  } catch (error) {
    return { ok: false, reason: (error as Error).message || 'network error' }
  }
}
