import { HttpResponse, type RequestHandler } from 'msw'
import { decodeContact } from '../../site/email-encoding'
import type { SiteContext } from '../site-context'
import { antispamEndpoint } from './wp-endpoint'

/** The comment the cloud gives a blocked decode. */
export const DECODE_BLOCKED_COMMENT =
  '*** Forbidden. Sender blacklisted. Email decoding is blocked by Anti-Spam by CleanTalk. ***'
/** The comment of a decode the cloud could not answer. */
export const DECODE_CLOUD_ERROR_COMMENT = 'Connection to the cloud failed'

/**
 * `apbct_decode_email` / same route (contract c.1). Decodes every distinct encoded string
 * of `encodedEmails` with the plugin's fallback encoding; the policy's `decode` chooses
 * allowed rows, blocked rows (`success:true`) or a cloud error (`success:false`).
 */
export function decodeEmailHandlers(ctx: SiteContext): RequestHandler[] {
  return antispamEndpoint(
    ctx,
    {
      action: 'apbct_decode_email',
      route: 'apbct_decode_email',
      nonceGuarded: true,
      required: ['encodedEmails'],
    },
    ({ fields }) => {
      let map: unknown
      try {
        map = JSON.parse(fields.encodedEmails ?? '')
      } catch {
        map = undefined
      }
      const encoded =
        typeof map === 'object' && map !== null
          ? [...new Set(Object.values(map).filter((v): v is string => typeof v === 'string'))]
          : []
      if (encoded.length === 0) return HttpResponse.json({ success: true, data: false })
      const policy = ctx.policy.decode
      const data = encoded.map((enc) => {
        if (policy !== 'allowed')
          return {
            is_allowed: false,
            show_comment: true,
            comment: policy === 'blocked' ? DECODE_BLOCKED_COMMENT : DECODE_CLOUD_ERROR_COMMENT,
            encoded_email: enc,
            decoded_email: '',
          }
        const decoded = decodeContact(enc)
        return {
          is_allowed: decoded !== undefined,
          show_comment: false,
          comment: decoded !== undefined ? 'Allowed' : 'Can not decode',
          encoded_email: enc,
          decoded_email: decoded ?? '',
        }
      })
      return HttpResponse.json({ success: policy !== 'cannot_connect', data })
    },
  )
}
