import { describe, expect, it } from 'vitest'
import { readMask, toLibraryPattern } from './mask-pattern'

const locale = { symbol: '$', radix: '.', thousands: ',' }

describe('readMask', () => {
  it('maps the presets and custom masks to library patterns', () => {
    expect(readMask('us-phone', '', locale)).toEqual({ kind: 'pattern', pattern: '(000) 000-0000' })
    expect(readMask('custom', 'aa-9999', locale)).toEqual({ kind: 'pattern', pattern: 'aa-0000' })
    expect(readMask('currency', '', locale)).toEqual({ kind: 'currency', ...locale })
  })

  it('gives no mask for none, empty or unknown names', () => {
    expect(readMask('', '', locale)).toBeUndefined()
    expect(readMask('none', '', locale)).toBeUndefined()
    expect(readMask('custom', '', locale)).toBeUndefined()
  })

  it('escapes library definition characters that are literals in the original', () => {
    expect(toLibraryPattern('0-9')).toBe('\\0-0')
  })
})
