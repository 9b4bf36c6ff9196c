import { http, type RequestHandler } from 'msw'
import { parseBody } from '../parse-body'
import type { SiteContext } from '../site-context'

/** Records every request with its parsed body, then lets the real handlers answer. */
export function recordHandlers(ctx: SiteContext): RequestHandler[] {
  return [
    http.all('*', async ({ request }) => {
      const url = new URL(request.url)
      ctx.requests.push({
        seq: ctx.requests.length,
        method: request.method,
        url: request.url,
        path: url.pathname,
        headers: Object.fromEntries(request.headers),
        body: await parseBody(request),
        at: Math.round(ctx.clock.now()),
      })
      return undefined
    }),
  ]
}
