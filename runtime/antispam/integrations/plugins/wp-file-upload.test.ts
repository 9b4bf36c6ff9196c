import { expectXhrRule } from '../engine/plugin-cases.test-helper'
import { wpFileUpload } from './wp-file-upload'

expectXhrRule(wpFileUpload, {
  label: 'WP File Upload',
  marker: '<div class="wfu_container"></div>',
  body: 'action=wfu_ajax_action_ask_server&session_token=abc&filename=a%2Bb.txt',
  other: 'action=wfu_ajax_action_notify_wpfilebase',
  key: 'W',
})
