import { http, type RequestHandler } from 'msw'
import { bodyFields, parseBody } from '../parse-body'
import { ajaxDie, dieJson } from './wp-endpoint'

/**
 * The fetch pre-checks of contract (f) for Mailchimp's embedded form, Otter and Elfsight,
 * answered as the 6.85 server answers an allowed visitor (checked against the real site by
 * test/wordpress/mock-differential.test.ts). Only admin-ajax: the plugin registers these
 * actions without a REST route and without a nonce check. Mailchimp's check dies with
 * `{"apbct":{"blocked":false,"allow":true}}` (HTML content type); Otter's and Elfsight's have
 * no allow reply, so admin-ajax ends with its default `0` (200). A scenario's block fault
 * answers for a blocked visitor.
 */
export function preCheckHandlers(): RequestHandler[] {
  const answers: Record<string, () => Response> = {
    cleantalk_force_mailchimp_shadowroot_check: () =>
      dieJson({ apbct: { blocked: false, allow: true } }, 'admin_ajax'),
    cleantalk_force_otterform_check: () => ajaxDie('0', 200),
    cleantalk_force_elfsight_check: () => ajaxDie('0', 200),
  }
  return [
    http.post('*/wp-admin/admin-ajax.php', async ({ request }) => {
      const action = bodyFields(await parseBody(request)).action ?? ''
      return Object.hasOwn(answers, action) ? answers[action]!() : undefined
    }),
  ]
}
