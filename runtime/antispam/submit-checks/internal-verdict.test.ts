import { describe, expect, it } from 'vitest'
import { internalVerdict } from './internal-verdict'

describe('ct_check_internal verdict', () => {
  it('success true allows; success false with a message refuses with it', () => {
    expect(internalVerdict({ success: true })).toEqual({ allow: true })
    expect(internalVerdict({ success: false, data: '<b>Spam</b>' })).toEqual({
      allow: false,
      message: '<b>Spam</b>',
    })
  })

  it.each([
    null,
    'true',
    {},
    { success: false },
    { success: false, data: '' },
    { success: false, data: {} },
  ])('no usable answer (%j) allows', (reply) => {
    expect(internalVerdict(reply)).toEqual({ allow: true })
  })
})
