import { http, HttpResponse, type HttpResponseResolver, type RequestHandler } from 'msw'
import { bodyFields, parseBody } from '../parse-body'
import type { SiteContext } from '../site-context'

/** The anti-spam plugin's REST namespace. */
export const ANTISPAM_REST_BASE = '/wp-json/cleantalk-antispam/v1/'

/** What an anti-spam endpoint resolver is given. */
export interface AntispamCall {
  readonly request: Request
  readonly fields: Record<string, string>
  readonly transport: 'rest' | 'admin_ajax'
  /** The nonce the request carried (null: none). */
  readonly nonce: string | null
}

/** Names of an anti-spam endpoint on both transports. */
export interface AntispamEndpointNames {
  readonly action: string
  readonly route: string
  /**
   * A REST route whose permission check verifies the nonce itself (`apbct_decode_email`,
   * `apbct_rest_check`, `force_protection_check_bot`): a request without `X-WP-Nonce` gets
   * `rest_forbidden` with 401. (A wrong nonce is refused before any route, with 403.)
   */
  readonly nonceGuarded?: boolean
  /** Fields the REST route declares required: without one it answers 400. */
  readonly required?: readonly string[]
  /**
   * Whether admin-ajax checks `_ajax_nonce` (default true). The integration checks
   * (`ct_check_internal`, `cleantalk_force_ajax_check`, `cleantalk_nsl_ajax_check`, …) are
   * hooked without a nonce check: a wrong nonce is ignored.
   */
  readonly ajaxNonce?: boolean
}

/** The text WordPress's admin-ajax dies with (`-1`, `0`), sent as its HTML content type. */
export function ajaxDie(text: string, status: number): Response {
  return new HttpResponse(text, {
    status,
    headers: { 'content-type': 'text/html; charset=UTF-8' },
  })
}

/** A body the plugin prints with `die(json_encode(…))`: HTML content type on admin-ajax. */
export function dieJson(body: object, transport: AntispamCall['transport']): Response {
  return transport === 'rest' ? HttpResponse.json(body) : ajaxDie(JSON.stringify(body), 200)
}

const restError = (code: string, message: string, status: number, extra: object = {}) =>
  HttpResponse.json({ code, message, data: { status, ...extra } }, { status })

/**
 * One anti-spam endpoint on both transports (contract section b), answering as WordPress
 * 6.8 and the 6.85 plugin do (checked against the real site by
 * test/wordpress/mock-differential.test.ts): admin-ajax with a wrong `_ajax_nonce` dies
 * with `-1` (403, HTML); REST with a wrong `X-WP-Nonce` gets `rest_cookie_invalid_nonce`
 * (403) before any route, a missing required field `rest_missing_callback_param` (400), and
 * no nonce at all on a nonce-guarded route `rest_forbidden` (401). A REST call without a
 * nonce otherwise reaches the endpoint (`call.nonce` is null).
 */
export function antispamEndpoint(
  ctx: SiteContext,
  names: AntispamEndpointNames,
  resolve: (call: AntispamCall) => Response | Promise<Response>,
): RequestHandler[] {
  const ajax: HttpResponseResolver = async ({ request }) => {
    const fields = bodyFields(await parseBody(request))
    if (fields.action !== names.action) return undefined
    if (names.ajaxNonce !== false && fields._ajax_nonce !== ctx.nonces.ajax)
      return ajaxDie('-1', 403)
    return resolve({ request, fields, transport: 'admin_ajax', nonce: fields._ajax_nonce ?? null })
  }
  const rest: HttpResponseResolver = async ({ request }) => {
    const nonce = request.headers.get('x-wp-nonce')
    if (nonce !== null && nonce !== ctx.nonces.rest)
      return restError('rest_cookie_invalid_nonce', 'Cookie check failed', 403)
    const fields = bodyFields(await parseBody(request))
    const missing = (names.required ?? []).filter((k) => fields[k] === undefined)
    if (missing.length > 0)
      return restError(
        'rest_missing_callback_param',
        `Missing parameter(s): ${missing.join(', ')}`,
        400,
        { params: missing },
      )
    if (nonce === null && names.nonceGuarded)
      return restError('rest_forbidden', 'Sorry, you are not allowed to do that.', 401)
    return resolve({ request, fields, transport: 'rest', nonce })
  }
  return [
    http.post('*/wp-admin/admin-ajax.php', ajax),
    http.post(`*${ANTISPAM_REST_BASE}${names.route}`, rest),
  ]
}
