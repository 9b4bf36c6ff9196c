import { describe, expect, it } from 'vitest'
import { applyLimit, readInputLimit, remaining } from './input-limit'

describe('input limit', () => {
  it('reads only positive integer limits', () => {
    expect(readInputLimit('', 'characters')).toBeUndefined()
    expect(readInputLimit(0, 'words')).toBeUndefined()
    expect(readInputLimit(10, 'words')).toEqual({ kind: 'words', max: 10 })
    expect(readInputLimit('5', 'characters')).toEqual({ kind: 'characters', max: 5 })
  })

  it('truncates by words and counts what is left', () => {
    const limit = { kind: 'words', max: 3 } as const
    expect(applyLimit('one two  three four five', limit)).toBe('one two  three')
    expect(remaining('one two', limit)).toBe(1)
    expect(remaining('one two three four', limit)).toBe(0)
  })

  it('cuts characters and counts what is left', () => {
    const limit = { kind: 'characters', max: 4 } as const
    expect(applyLimit('abcdef', limit)).toBe('abcd')
    expect(remaining('ab', limit)).toBe(2)
  })
})
