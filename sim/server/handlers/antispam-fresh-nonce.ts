import { http, HttpResponse, type RequestHandler } from 'msw'
import { bodyFields, parseBody } from '../parse-body'
import type { SiteContext } from '../site-context'

const text = (body: string) =>
  new HttpResponse(body, { headers: { 'content-type': 'text/html; charset=UTF-8' } })

/**
 * `spbc_remote_call_action=get_fresh_wpnonce` (contract b): a remote call answered on any
 * front URL. Replies with the site's current nonce (`wp_rest` on REST sites, else
 * `ct_secret_stuff`) as JSON, or with the plugin's plain-text refusals per the policy's
 * `freshNonce`. `nonce_prev` must be 10 lowercase hex. As on the 6.85 server, the call is
 * answered once per `freshNonceCooldown` seconds for the whole site (any visitor, any
 * outcome); a call within it gets `FAIL {"error":"TOO_MANY_ATTEMPTS"}`.
 */
export function freshNonceHandlers(ctx: SiteContext): RequestHandler[] {
  // When the site last answered the call (site clock, ms): one per cooldown, for every visitor.
  let lastCall = -Infinity
  return [
    http.post('*', async ({ request }) => {
      if (new URL(request.url).pathname.startsWith('/wp-')) return undefined
      const fields = bodyFields(await parseBody(request))
      if (fields.spbc_remote_call_action !== 'get_fresh_wpnonce') return undefined
      const now = ctx.clock.now()
      if (now - lastCall < ctx.policy.freshNonceCooldown * 1000)
        return text('FAIL {"error":"TOO_MANY_ATTEMPTS"}')
      lastCall = now
      const prev = fields.nonce_prev ?? ''
      if (!prev) return text('{"error":"No nonce provided"}')
      if (!/^[0-9a-f]{10}$/.test(prev)) return text('{"error":"Wrong nonce provided"}')
      switch (ctx.policy.freshNonce) {
        case 'rate-limit':
          return text('FAIL {"error":"RATE_LIMIT_EXCEEDED"}')
        case 'too-many-attempts':
          return text('FAIL {"error":"TOO_MANY_ATTEMPTS"}')
        case 'forbidden':
          return text('FAIL {"error":"FORBIDDEN"}')
        case 'wrong-token':
          return text('FAIL {"error":"WRONG_TOKEN"}')
        case 'stale':
          // A nonce the endpoints still refuse: the replay fails too, and must not loop.
          return HttpResponse.json({ wpnonce: prev })
        default:
          return HttpResponse.json({
            wpnonce: ctx.knobs.ajaxType === 'rest' ? ctx.nonces.rest : ctx.nonces.ajax,
          })
      }
    }),
  ]
}
