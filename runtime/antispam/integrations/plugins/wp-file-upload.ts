import type { PluginIntegration } from '../engine/plugin'

/** WP File Upload's uploader on the page. */
export const WP_FILE_UPLOAD = 'div.wfu_container'

/** WP File Upload (contract f): its upload request over XHR gets the wrapped field. */
export const wpFileUpload: PluginIntegration = {
  marker: WP_FILE_UPLOAD,
  xhrRules: [
    {
      matches: ['action=wfu_ajax_action_ask_server'],
      key: 'W',
      edit: 'append',
    },
  ],
}
