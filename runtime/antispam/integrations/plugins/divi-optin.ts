import type { PluginIntegration } from '../engine/plugin'

/** Divi's email opt-in module. */
export const DIVI_OPTIN = '.et_pb_newsletter_form'

/** Divi's email opt-in (contract f): a subscribe request over XHR gets the bare field. */
export const diviOptin: PluginIntegration = {
  marker: DIVI_OPTIN,
  xhrRules: [
    {
      matches: ['action=et_pb_submit_subscribe_form'],
      key: 'U',
      edit: 'append',
    },
  ],
}
