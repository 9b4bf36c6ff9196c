import { HttpResponse, type RequestHandler } from 'msw'
import type { SiteContext } from '../site-context'
import { antispamEndpoint } from './wp-endpoint'

/** `apbct_alt_session__save__AJAX` / `alt_sessions` (contract c.2). */
export function altSessionsHandlers(ctx: SiteContext): RequestHandler[] {
  return antispamEndpoint(
    ctx,
    { action: 'apbct_alt_session__save__AJAX', route: 'alt_sessions' },
    ({ fields, transport }) => {
      const reply = (body: object) =>
        transport === 'admin_ajax'
          ? new HttpResponse(JSON.stringify(body))
          : HttpResponse.json(body)
      if (!fields.cookies)
        return reply({ success: false, error: 'AltSessions: No cookies data provided.' })
      try {
        JSON.parse(fields.cookies)
      } catch {
        return reply({
          success: false,
          error: 'AltSessions: Internal JSON error: $cookies_array is null.',
        })
      }
      return reply({ success: true })
    },
  )
}
