import { elementFields } from '../engine/form-fields'
import type { PluginIntegration } from '../engine/plugin'

/** A Bitrix24 CRM form. */
export const BITRIX24 = '.b24-form'

/**
 * Bitrix24's CRM form (contract f): with the external-forms check on, its submission waits for
 * the server's answer on the form's fields.
 */
export const bitrix24: PluginIntegration = {
  marker: BITRIX24,
  preChecks: [
    {
      action: 'cleantalk_force_ajax_check',
      setting: 'checkExternal',
      marker: BITRIX24,
      urlPart: 'bitrix/services/main/ajax.php?action=crm.site.form.fill',
      fields: (_body, env) => elementFields(env.win.document.querySelector('.b24-form form')),
    },
  ],
}
