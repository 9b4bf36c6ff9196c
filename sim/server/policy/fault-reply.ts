import { HttpResponse } from 'msw'
import type { Fault } from '../../site/server-policy-schema'
import type { SiteContext } from '../site-context'
import type { EndpointFamily } from './match-request'

/** A fresh 10-hex nonce, derived from the old one so runs stay reproducible. */
export function rotateNonce(old: string): string {
  let h = 0x811c9dc5
  for (const c of old + '~') h = Math.imul(h ^ c.charCodeAt(0), 0x01000193) >>> 0
  return (h.toString(16).padStart(8, '0') + old).slice(0, 10)
}

/** The reply a real WordPress gives to a stale nonce, by endpoint family (contracts b, forms c). */
export function nonceErrorReply(ctx: SiteContext, family: EndpointFamily): Response {
  switch (family) {
    case 'forms':
      return HttpResponse.json({
        data: [],
        errors: { nonce: { new_nonce: ctx.nonces.forms, nonce_ts: 1767225600 } },
        debug: [],
      })
    case 'rest':
      return HttpResponse.json(
        {
          code: 'rest_cookie_invalid_nonce',
          message: 'Cookie check failed',
          data: { status: 403 },
        },
        { status: 403 },
      )
    default:
      return new HttpResponse('-1', { status: 403, headers: { 'content-type': 'text/html' } })
  }
}

/** The block reply of contract c.6 in the chosen shape. */
export function blockReply(fault: Extract<Fault, { kind: 'block' }>): Response {
  const extra = fault.integration ? { integration: fault.integration } : {}
  return HttpResponse.json(
    fault.shape === 'apbct'
      ? {
          apbct: {
            blocked: true,
            comment: fault.comment,
            stop_script: fault.stopScript,
            ...extra,
          },
        }
      : { data: { message: fault.comment, stop_script: fault.stopScript, ...extra } },
  )
}

/** A reply with a JSON content type whose body does not parse. */
export function malformedJsonReply(): Response {
  return new HttpResponse('{"success":true,"data":[{"is_allowed":tr', {
    headers: { 'content-type': 'application/json; charset=UTF-8' },
  })
}

/** WordPress's fatal-error page. */
export function serverErrorReply(): Response {
  return new HttpResponse(
    '<!DOCTYPE html><html><body><p>There has been a critical error on this website.</p></body></html>',
    { status: 500, headers: { 'content-type': 'text/html; charset=UTF-8' } },
  )
}
