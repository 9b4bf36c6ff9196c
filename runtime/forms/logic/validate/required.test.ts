import { describe, expect, it } from 'vitest'
import { checkedRule, requiredRule } from './required'
import { ruleInput } from './test-input'

const check = (def: object, value: unknown, visible = true) =>
  requiredRule.check(ruleInput({ required: 1, ...def }, value, {}, visible))

describe('required', () => {
  it('uses the form setting message for blank values and lists', () => {
    expect(check({}, '  ')).toBe('Fill me.')
    expect(check({ type: 'listcheckbox' }, [])).toBe('Fill me.')
    expect(check({}, 'x')).toBeUndefined()
  })

  it('wants a checkbox checked (the checkbox kind checks required with checkedRule)', () => {
    const checked = (value: unknown, visible = true) =>
      checkedRule.check(ruleInput({ type: 'checkbox', required: 1 }, value, {}, visible))
    expect(checked(0)).toBe('Fill me.')
    expect(checked('0')).toBe('Fill me.')
    expect(checked(1)).toBeUndefined()
    expect(checked(true)).toBeUndefined()
    expect(checked(0, false)).toBeUndefined()
    expect(checkedRule.slug).toBe(requiredRule.slug)
  })

  it('treats an untouched mask as empty', () => {
    expect(check({ mask: 'us-phone' }, '(___) ___-____')).toBe('Fill me.')
    expect(check({ mask: 'custom', custom_mask: 'a9-**' }, '__-__')).toBe('Fill me.')
    expect(check({ mask: 'us-phone' }, '(555) 123-4567')).toBeUndefined()
  })

  it('skips hidden and optional fields', () => {
    expect(check({}, '', false)).toBeUndefined()
    expect(requiredRule.check(ruleInput({ required: 0 }, ''))).toBeUndefined()
  })
})
