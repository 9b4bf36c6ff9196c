import { expectXhrRule } from '../engine/plugin-cases.test-helper'
import { diviOptin } from './divi-optin'

expectXhrRule(diviOptin, {
  label: 'Divi opt-in',
  marker: '<div class="et_pb_newsletter_form"></div>',
  body: 'action=et_pb_submit_subscribe_form&et_email=a%40b.c',
  other: 'action=et_fb_ajax_save',
  key: 'U',
})
