import type { IntegrationEnv } from './env'
import { elementFields, requestFields } from './form-fields'
import { BITRIX24, ELFSIGHT, MAILCHIMP, OTTER, SENDER_NET } from './markers'

/** A fetch the plugin checks with the server before letting it through (contract f). */
export interface PreCheck {
  readonly name: string
  /** The admin-ajax action of the check. */
  readonly action: string
  readonly setting: 'checkExternal' | 'checkInternal'
  readonly marker: string
  readonly urlPart: string
  /** The fields sent with the check (the added field is appended by the runner). */
  fields(body: unknown, env: IntegrationEnv): Record<string, string>
  /** Extra clean-up when the server blocks. */
  onBlock?(env: IntegrationEnv): void
}

function sameOriginIframeQuery(doc: Document, selector: string): Element | null {
  for (const frame of doc.querySelectorAll('iframe')) {
    try {
      const found = frame.contentDocument?.querySelector(selector)
      if (found) return found
    } catch {
      // Cross-origin frame: not readable, skip it.
    }
  }
  return null
}

/** Every fetch pre-check of contract (f). */
export const PRE_CHECKS: readonly PreCheck[] = [
  {
    name: 'Mailchimp',
    action: 'cleantalk_force_mailchimp_shadowroot_check',
    setting: 'checkExternal',
    marker: MAILCHIMP,
    urlPart: 'mcf-integrations-mcmktg.mlchmpcompprduse2.iks2.a.intuit.com/gateway/receive',
    fields: (body) => requestFields(body),
    onBlock(env) {
      const storage = env.win.localStorage
      for (let i = storage.length - 1; i >= 0; i--) {
        const key = storage.key(i)
        if (key?.includes('mcforms')) storage.removeItem(key)
      }
    },
  },
  {
    name: 'Otter',
    action: 'cleantalk_force_otterform_check',
    setting: 'checkInternal',
    marker: OTTER,
    urlPart: 'otter/v1/form/frontend',
    fields: (body) => requestFields(body),
  },
  {
    name: 'Elfsight',
    action: 'cleantalk_force_elfsight_check',
    setting: 'checkExternal',
    marker: ELFSIGHT,
    urlPart: 'data.elfsight.com/public/resources/form-submissions',
    fields: (body) => ({ elfsight_payload: typeof body === 'string' ? body : '' }),
  },
  {
    name: 'Bitrix24',
    action: 'cleantalk_force_ajax_check',
    setting: 'checkExternal',
    marker: BITRIX24,
    urlPart: 'bitrix/services/main/ajax.php?action=crm.site.form.fill',
    fields: (_body, env) => elementFields(env.win.document.querySelector('.b24-form form')),
  },
  {
    name: 'sender.net',
    action: 'cleantalk_force_ajax_check',
    setting: 'checkExternal',
    marker: SENDER_NET,
    urlPart: 'stats.sender.net/forms',
    fields: (_body, env) =>
      elementFields(sameOriginIframeQuery(env.win.document, '#sender-form-content')),
  },
]
