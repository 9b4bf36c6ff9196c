import { expectXhrRule } from '../engine/plugin-cases.test-helper'
import { rednao } from './rednao'

expectXhrRule(rednao, {
  label: 'RedNao Smart Forms',
  marker: '<script id="smart-forms-js" type="text/plain"></script>',
  body: 'action=rednao_smart_forms_save_form_values&formString=%7B%7D',
  other: 'action=rednao_smart_forms_get_form',
  key: 'U',
})
