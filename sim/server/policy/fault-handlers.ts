import { getResponse, http, HttpResponse, type RequestHandler } from 'msw'
import { parseBody } from '../parse-body'
import type { SiteContext } from '../site-context'
import {
  blockReply,
  malformedJsonReply,
  nonceErrorReply,
  rotateNonce,
  serverErrorReply,
} from './fault-reply'
import { endpointFamily, matchesRequest } from './match-request'

// A timeout holds the reply far beyond any client timer; the site's close releases it.
const HOLD_MS = 3_600_000

/**
 * The scenario's faults as msw handlers, placed after the recorder and before every
 * endpoint (`endpoints`, which `reply-lost` and `duplicate` let act on the request first).
 * Each fault counts the requests it matches and acts on those from `from` on, `times` of
 * them (or all of them with `always`); other requests pass through.
 */
export function faultHandlers(ctx: SiteContext, endpoints: RequestHandler[]): RequestHandler[] {
  const faults = ctx.policy.faults ?? []
  if (faults.length === 0) return []
  const seen = faults.map(() => 0)
  // The endpoints' reply to a copy of the request, taken before anything reads its body.
  const deliver = (copy: Request) => getResponse(endpoints, copy)
  return [
    http.all('*', async ({ request }) => {
      const copies = [request.clone(), request.clone()]
      const body = await parseBody(request)
      // Every matching fault counts the request, so `from` means the same whatever comes first.
      const active = faults.filter((fault, i) => {
        if (!matchesRequest(fault.match, request, body)) return false
        const n = ++seen[i]!
        const last = fault.times === 'always' ? Infinity : fault.from + fault.times - 1
        return n >= fault.from && n <= last
      })
      for (const fault of active.slice(0, 1)) {
        const record = [...ctx.requests].reverse().find((r) => r.url === request.url && !r.fault)
        if (record) record.fault = fault.kind
        switch (fault.kind) {
          case 'slow':
            await ctx.clock.sleep(fault.delayMs, request.signal)
            return undefined
          case 'timeout':
            await ctx.clock.sleep(HOLD_MS, request.signal)
            return HttpResponse.error()
          case 'drop':
            return HttpResponse.error()
          case 'reply-lost':
            await deliver(copies[0]!)
            return HttpResponse.error()
          case 'duplicate': {
            const first = await deliver(copies[0]!)
            await deliver(copies[1]!)
            return first
          }
          case 'http-500':
            return serverErrorReply()
          case 'malformed-json':
            return malformedJsonReply()
          case 'block':
            return blockReply(fault)
          case 'nonce-expired': {
            ctx.nonces.ajax = rotateNonce(ctx.nonces.ajax)
            ctx.nonces.rest = rotateNonce(ctx.nonces.rest)
            ctx.nonces.forms = rotateNonce(ctx.nonces.forms)
            // The anti-spam endpoints check the nonce themselves and answer as their route
            // does (`-1`, `rest_cookie_invalid_nonce` or `rest_forbidden`); the form builder
            // answers with `errors.nonce` and the new nonce.
            const family = endpointFamily(request, body)
            return family === 'forms' || family === 'other'
              ? nonceErrorReply(ctx, family)
              : undefined
          }
        }
      }
      return undefined
    }),
  ]
}
