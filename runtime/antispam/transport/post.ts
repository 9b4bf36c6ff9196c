import type { AntispamConfig } from '../config'

/** One call to the plugin's server: an admin-ajax action or a REST route of its namespace. */
export interface CallSpec {
  readonly action: string
  readonly route: string
  readonly fields: Readonly<Record<string, string>>
}

/**
 * Sends a call over the configured transport (contract section b) as multipart FormData.
 * Resolves with the parsed JSON or text; rejects on network errors and timeouts.
 */
export async function postCall(config: AntispamConfig, spec: CallSpec): Promise<unknown> {
  const body = new FormData()
  for (const [k, v] of Object.entries(spec.fields)) body.append(k, v)
  const headers: Record<string, string> = {}
  let url: string
  if (config.ajaxType === 'rest') {
    url = `${config.restUrl}cleantalk-antispam/v1/${spec.route}`
    headers['X-WP-Nonce'] = config.restNonce
  } else {
    url = config.ajaxUrl
    body.append('action', spec.action)
    body.append('_ajax_nonce', config.ajaxNonce)
    body.append('no_cache', String(Math.random()))
  }
  const res = await fetch(url, {
    method: 'POST',
    body,
    headers,
    credentials: 'same-origin',
    signal: AbortSignal.timeout(15000),
  })
  const raw = await res.text()
  try {
    return JSON.parse(raw) as unknown
  } catch {
    return raw
  }
}
