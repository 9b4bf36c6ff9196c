import { beforeEach, describe, expect, it } from 'vitest'
import { botDetectorToken, botDetectorTokenRaw, BOT_TOKEN_KEY } from './bot-token'

const token = 'a'.repeat(64)
beforeEach(() => localStorage.clear())

describe('botDetectorToken', () => {
  it.each([
    ['the JSON wrapper', JSON.stringify({ value: token, timestamp: 1719999999 })],
    [
      'the wrapper with a JSON-quoted value',
      JSON.stringify({ value: JSON.stringify(token), timestamp: 1 }),
    ],
    ['a bare string', token],
    ['a JSON string', JSON.stringify(token)],
  ])('reads %s', (_, stored) => {
    localStorage.setItem(BOT_TOKEN_KEY, stored)
    expect(botDetectorToken(localStorage)).toBe(token)
  })

  it('gives "" when absent or unusable, and applies the 64-character rule on request', () => {
    expect(botDetectorToken(localStorage)).toBe('')
    localStorage.setItem(BOT_TOKEN_KEY, '{"value":{"x":1}}')
    expect(botDetectorToken(localStorage)).toBe('')
    localStorage.setItem(BOT_TOKEN_KEY, JSON.stringify({ value: 'abc123', timestamp: 1 }))
    expect(botDetectorToken(localStorage)).toBe('abc123')
    expect(botDetectorToken(localStorage, { fullLength: true })).toBe('')
  })

  it('gives the raw entry text for the apiFetch wire value', () => {
    const raw = JSON.stringify({ value: token, timestamp: 1 })
    localStorage.setItem(BOT_TOKEN_KEY, raw)
    expect(botDetectorTokenRaw(localStorage)).toBe(raw)
  })
})
