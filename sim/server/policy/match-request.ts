import type { RequestMatch } from '../../site/server-policy-schema'
import type { ParsedBody } from '../parse-body'
import { bodyFields } from '../parse-body'

/** Whether a request meets every condition of a matcher. */
export function matchesRequest(match: RequestMatch, request: Request, body: ParsedBody): boolean {
  const url = new URL(request.url)
  if (match.method && request.method.toUpperCase() !== match.method.toUpperCase()) return false
  if (match.path && !url.pathname.includes(match.path)) return false
  if (match.route) {
    const route = url.searchParams.get('rest_route') ?? url.pathname
    if (!route.replace(/\/$/, '').endsWith(`/${match.route.replace(/^\//, '')}`)) return false
  }
  if (match.action && bodyFields(body).action !== match.action) return false
  return true
}

/** Which family of endpoint answers a request, for the nonce error it would give. */
export type EndpointFamily = 'forms' | 'admin-ajax' | 'rest' | 'other'

/** The endpoint family of a request, from its path and admin-ajax action. */
export function endpointFamily(request: Request, body: ParsedBody): EndpointFamily {
  const url = new URL(request.url)
  if (url.pathname.endsWith('/admin-ajax.php')) {
    return bodyFields(body).action === 'nf_ajax_submit' ? 'forms' : 'admin-ajax'
  }
  if (url.pathname.includes('/wp-json/') || url.searchParams.has('rest_route')) return 'rest'
  return 'other'
}
