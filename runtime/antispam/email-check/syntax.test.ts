import { describe, expect, it } from 'vitest'
import { isValidEmail } from './syntax'

describe('isValidEmail', () => {
  it.each(['john@example.com', 'a.b+c@sub.example.co.uk', 'x@y.z'])('accepts %s', (v) =>
    expect(isValidEmail(v)).toBe(true),
  )
  it.each([
    '',
    'john',
    'john@example',
    'john@.com',
    'john@example.',
    '@example.com',
    'a@b@c.com',
    'jo hn@example.com',
  ])('refuses %j', (v) => expect(isValidEmail(v)).toBe(false))
})
