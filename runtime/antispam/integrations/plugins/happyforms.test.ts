import { describe, expect, it } from 'vitest'
import { expectJquerySigns, setupData } from '../engine/plugin-cases.test-helper'
import { happyforms } from './happyforms'

describe('HappyForms: jQuery (contract f)', () => {
  expectJquerySigns(happyforms, [
    { data: 'action=happyforms_message&happyforms_form_id=3', key: 'W' },
  ])

  it('leaves the plugin’s other requests alone', () => {
    expect(setupData(happyforms, 'action=happyforms_validate')).toBe('action=happyforms_validate')
  })
})
