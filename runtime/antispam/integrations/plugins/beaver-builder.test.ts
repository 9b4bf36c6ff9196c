import { describe, expect, it } from 'vitest'
import { expectJquerySigns, setupData } from '../engine/plugin-cases.test-helper'
import { beaverBuilder } from './beaver-builder'

describe('Beaver Builder: jQuery (contract f)', () => {
  expectJquerySigns(beaverBuilder, [
    { data: 'action=fl_builder_subscribe_form_submit&email=a%40b.c', key: 'W' },
  ])

  it('leaves the plugin’s other requests alone', () => {
    expect(setupData(beaverBuilder, 'action=fl_builder_save')).toBe('action=fl_builder_save')
  })
})
