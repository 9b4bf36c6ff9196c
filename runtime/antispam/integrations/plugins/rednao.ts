import type { PluginIntegration } from '../engine/plugin'

/** RedNao Smart Forms' script on the page. */
export const REDNAO = 'script[id*="smart-forms"]'

/** RedNao Smart Forms (contract f): a form save over XHR gets the bare field. */
export const rednao: PluginIntegration = {
  marker: REDNAO,
  xhrRules: [
    {
      matches: ['rednao_smart_forms_save_form_values'],
      key: 'U',
      edit: 'append',
    },
  ],
}
