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
}

/** Names of an anti-spam endpoint on both transports. */
export interface AntispamEndpointNames {
  readonly action: string
  readonly route: string
  /**
   * A REST route whose permission check verifies the nonce itself (`apbct_decode_email`,
   * `apbct_rest_check`, `force_protection_check_bot`): a wrong nonce gets `rest_forbidden`
   * with 401, as for a visitor who is not logged in.
   */
  readonly nonceGuarded?: boolean
}

/**
 * One anti-spam endpoint on both transports (contract section b): the admin-ajax action
 * with `_ajax_nonce`, and the REST route with `X-WP-Nonce`. A wrong nonce gets the real
 * server's answer: admin-ajax `-1` with 403, REST `rest_cookie_invalid_nonce` (403), or
 * `rest_forbidden` (401) on nonce-guarded routes.
 */
export function antispamEndpoint(
  ctx: SiteContext,
  names: AntispamEndpointNames,
  resolve: (call: AntispamCall) => Response | Promise<Response>,
): RequestHandler[] {
  const ajax: HttpResponseResolver = async ({ request }) => {
    const fields = bodyFields(await parseBody(request))
    if (fields.action !== names.action) return undefined
    if (fields._ajax_nonce !== ctx.nonces.ajax) return new HttpResponse('-1', { status: 403 })
    return resolve({ request, fields, transport: 'admin_ajax' })
  }
  const rest: HttpResponseResolver = async ({ request }) => {
    if (request.headers.get('x-wp-nonce') !== ctx.nonces.rest) {
      if (names.nonceGuarded)
        return HttpResponse.json(
          {
            code: 'rest_forbidden',
            message: 'Sorry, you are not allowed to do that.',
            data: { status: 401 },
          },
          { status: 401 },
        )
      return HttpResponse.json(
        {
          code: 'rest_cookie_invalid_nonce',
          message: 'Cookie check failed',
          data: { status: 403 },
        },
        { status: 403 },
      )
    }
    const fields = bodyFields(await parseBody(request))
    return resolve({ request, fields, transport: 'rest' })
  }
  return [
    http.post('*/wp-admin/admin-ajax.php', ajax),
    http.post(`*${ANTISPAM_REST_BASE}${names.route}`, rest),
  ]
}
