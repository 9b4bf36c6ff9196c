import { describe, expect, it } from 'vitest'
import { checks, type Check } from './config-checks'
import { CHECKED } from './config-schemas'
import { expectSameAsSchema } from './schema-agreement.test-helper'

describe('the start-up checks of the page globals', () => {
  it.each(Object.keys(CHECKED) as (keyof typeof CHECKED)[])(
    'read every value exactly as the zod schema of kind %s does',
    (kind) => expectSameAsSchema(checks[kind] as Check<unknown>, CHECKED[kind]),
  )

  it('say why a value was refused', () => {
    const refused = checks.cookieMode('sometimes')
    expect(refused).toEqual({ ok: false, reason: 'expected one of native, alternative, none' })
  })
})
