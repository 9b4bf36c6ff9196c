import { http, HttpResponse, type RequestHandler } from 'msw'
import { bodyFields, parseBody } from '../parse-body'
import type { SiteContext } from '../site-context'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * GiveWP 3's donate route (`/?givewp-route=donate&givewp-route-signature=…`): FormData in;
 * a receipt redirect out, or the field errors GiveWP's validation gives.
 */
export function givewpHandlers(_ctx: SiteContext): RequestHandler[] {
  return [
    http.post('*', async ({ request }) => {
      const url = new URL(request.url)
      if (url.pathname !== '/' || url.searchParams.get('givewp-route') !== 'donate') return
      if (!url.searchParams.get('givewp-route-signature')) {
        return HttpResponse.json(
          { success: false, data: { type: 'error', errors: { signature: 'Invalid signature.' } } },
          { status: 401 },
        )
      }
      const fields = bodyFields(await parseBody(request))
      const errors: Record<string, string> = {}
      if (!(Number(fields.amount) > 0)) errors.amount = 'The amount must be greater than 0.'
      if (!fields.firstName?.trim()) errors.firstName = 'The first name is required.'
      if (!EMAIL.test(fields.email?.trim() ?? '')) errors.email = 'The email must be valid.'
      if (Object.keys(errors).length > 0) {
        return HttpResponse.json(
          { success: false, data: { type: 'validation_error', errors } },
          { status: 422 },
        )
      }
      const receipt = `${url.origin}/?givewp-route=donation-confirmation-receipt-view&receipt-id=6b1f0c2e9a4d`
      return HttpResponse.json({ success: true, data: { type: 'redirect', redirectUrl: receipt } })
    }),
  ]
}
