import { describe, expect, it } from 'vitest'
import { emailRule, isEmail } from './email'
import { ruleInput } from './test-input'

describe('email', () => {
  it.each(['a@b.fr', 'first.last@sub.example.co.uk', '"odd name"@example.com', 'x@[192.168.0.1]'])(
    'accepts %s',
    (v) => expect(isEmail(v)).toBe(true),
  )
  it.each(['a@b', 'a@@b.fr', 'a b@c.fr', '@b.fr', 'a@b.c'])('refuses %s', (v) =>
    expect(isEmail(v)).toBe(false),
  )

  it('reports with the email setting and lets empty pass', () => {
    expect(emailRule.check(ruleInput({ type: 'email' }, 'nope'))).toBe('Bad email.')
    expect(emailRule.check(ruleInput({ type: 'email' }, ''))).toBeUndefined()
  })
})
