import { describe, it } from 'vitest'
import type { Check } from '../config/config-checks'
import { BADGE_OBJECT } from '../config/config-schemas'
import { expectSameAsSchema } from '../config/schema-agreement.test-helper'
import { badgeObject } from './settings'

describe('the badge settings', () => {
  it('read the badge object exactly as its zod schema does', () =>
    expectSameAsSchema(badgeObject as Check<unknown>, BADGE_OBJECT))
})
