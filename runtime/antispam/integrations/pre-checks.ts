import type { PreCheck } from './env'
import { elementFields, requestFields } from './form-fields'
import { BITRIX24, ELFSIGHT, MAILCHIMP, OTTER, senderNetForm } from './markers'

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
    // No setting: the original's fetch proxy checks a site's own (non-external) form
    // always; contract f's "check_internal" is not what 6.85 does.
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
    marker: senderNetForm,
    urlPart: 'stats.sender.net/forms',
    fields: (_body, env) => elementFields(senderNetForm(env.win.document)),
  },
]
