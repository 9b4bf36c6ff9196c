import { describe } from 'vitest'
import { expectJquerySigns } from '../engine/plugin-cases.test-helper'
import { wholesaleLeadCapture } from './wholesale-lead-capture'

describe('Wholesale Lead Capture: jQuery (contract f)', () => {
  expectJquerySigns(wholesaleLeadCapture, [
    { data: 'action=wwlc_create_user&user_data=x', key: 'W' },
  ])
})
