import { describe } from 'vitest'
import { expectJquerySigns } from '../engine/plugin-cases.test-helper'
import { wprFormBuilder } from './wpr-form-builder'

describe('WPR form builder: jQuery (contract f)', () => {
  expectJquerySigns(wprFormBuilder, [{ data: 'action=wpr_form_builder_email&form_id=1', key: 'U' }])
})
