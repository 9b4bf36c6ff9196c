import { describe } from 'vitest'
import { expectJquerySigns } from '../engine/plugin-cases.test-helper'
import { btCc } from './bt-cc'

describe('bt_cc: jQuery (contract f)', () => {
  expectJquerySigns(btCc, [{ data: 'action=bt_cc&email=a%40b.c', key: 'U' }])
})
