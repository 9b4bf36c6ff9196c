import { describe, expect, it } from 'vitest'
import { safeUrl } from './safe-url'

describe('safeUrl', () => {
  it('accepts only the listed schemes', () => {
    expect(safeUrl('https://example.com/thanks', ['http:', 'https:'])).toBe(
      'https://example.com/thanks',
    )
    expect(safeUrl('javascript:alert(1)', ['http:', 'https:'])).toBeUndefined()
    expect(safeUrl(' JavaScript:alert(1)', ['http:', 'https:'])).toBeUndefined()
    expect(safeUrl('data:text/html,x', ['http:', 'https:'])).toBeUndefined()
    expect(safeUrl('', ['http:', 'https:'])).toBeUndefined()
    expect(safeUrl(42, ['http:', 'https:'])).toBeUndefined()
  })
})
