import { requestFields } from '../engine/form-fields'
import type { PluginIntegration } from '../engine/plugin'

/** Mailchimp's embedded form. */
export const MAILCHIMP = '.mcforms-wrapper'

/**
 * Mailchimp's embedded form (contract f): with the external-forms check on, its submission
 * waits for the server's answer; a block clears the form's stored state.
 */
export const mailchimp: PluginIntegration = {
  marker: MAILCHIMP,
  preChecks: [
    {
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
  ],
}
