import { describe } from 'vitest'
import { expectJquerySigns } from '../engine/plugin-cases.test-helper'
import { buddypress } from './buddypress'

describe('BuddyPress: jQuery (contract f)', () => {
  expectJquerySigns(buddypress, [{ data: 'action=new_activity_comment&content=hi', key: 'W' }])
})
