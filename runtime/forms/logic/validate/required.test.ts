import { describe, expect, it } from 'vitest'
import { requiredRule } from './required'
import { ruleInput } from './test-input'

const check = (def: object, value: unknown, visible = true) =>
  requiredRule.check(ruleInput({ required: 1, ...def }, value, {}, visible))

describe('required', () => {
  it('uses the form setting message for blank values, lists and unchecked checkboxes', () => {
    expect(check({}, '  ')).toBe('Fill me.')
    expect(check({ type: 'listcheckbox' }, [])).toBe('Fill me.')
    expect(check({ type: 'checkbox' }, 0)).toBe('Fill me.')
    expect(check({ type: 'checkbox' }, 1)).toBeUndefined()
    expect(check({}, 'x')).toBeUndefined()
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
