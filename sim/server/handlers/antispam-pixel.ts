import { HttpResponse, type RequestHandler } from 'msw'
import type { SiteContext } from '../site-context'
import { antispamEndpoint } from './wp-endpoint'

/** The pixel URL the mock cloud hands out (https; `http` policy swaps the scheme). */
export const PIXEL_URL =
  'https://moderate3-v4.cleantalk.org/pixel/0123456789abcdef0123456789abcdef.gif'

/**
 * `apbct_get_pixel_url` / same route (c.5): admin-ajax answers the URL as text, REST as a
 * JSON string.
 */
export function pixelHandlers(ctx: SiteContext): RequestHandler[] {
  return antispamEndpoint(
    ctx,
    { action: 'apbct_get_pixel_url', route: 'apbct_get_pixel_url' },
    ({ transport }) => {
      const url = ctx.policy.pixelUrl === 'https' ? PIXEL_URL : PIXEL_URL.replace(/^https/, 'http')
      return transport === 'rest'
        ? HttpResponse.json(url)
        : new HttpResponse(url, { headers: { 'content-type': 'text/html; charset=UTF-8' } })
    },
  )
}
