import { describe } from 'vitest'
import { expectJquerySigns } from '../engine/plugin-cases.test-helper'
import { twtCcSignup } from './twt-cc-signup'

describe('twt_cc_signup: jQuery (contract f)', () => {
  expectJquerySigns(twtCcSignup, [{ data: 'action=twt_cc_signup&email=a%40b.c', key: 'W' }])
})
