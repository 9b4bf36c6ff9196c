import { describe, expect, it } from 'vitest'
import { expectJquerySigns, setupData } from '../engine/plugin-cases.test-helper'
import { ultimateAddonsElementor } from './ultimate-addons-elementor'

describe('Ultimate Addons for Elementor: jQuery (contract f)', () => {
  expectJquerySigns(ultimateAddonsElementor, [
    { data: 'action=uael_register_user&data=x', key: 'U' },
  ])

  it('signs uael_register_user only in cookie mode none', () => {
    const data = 'action=uael_register_user&data=x'
    for (const cookieMode of ['native', 'alternative'] as const)
      expect(setupData(ultimateAddonsElementor, data, { cookieMode })).toBe(data)
  })
})
