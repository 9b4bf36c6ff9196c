import { describe, expect, it } from 'vitest'
import { numberMaxRule, numberMinRule, numberStepRule } from './number'
import { ruleInput } from './test-input'

const n = (def: object, value: string) => ruleInput({ type: 'number', ...def }, value)

describe('number', () => {
  it('gives the exact min and max messages', () => {
    expect(numberMinRule.check(n({ num_min: 5 }, '4'))).toBe('Number Min Error')
    expect(numberMinRule.check(n({ num_min: 5 }, '5'))).toBeUndefined()
    expect(numberMaxRule.check(n({ num_max: '10' }, '11'))).toBe('Number Max Error')
    expect(numberMaxRule.check(n({ num_max: '10' }, ''))).toBeUndefined()
  })

  it('checks the step grid from num_min and the step decimals; default step 1', () => {
    expect(numberStepRule.check(n({}, '2.5'))).toBe('Please increment by 1')
    expect(numberStepRule.check(n({ num_step: '0.5' }, '2.5'))).toBeUndefined()
    expect(numberStepRule.check(n({ num_step: '0.5' }, '2.25'))).toBe('Please increment by 0.5')
    expect(numberStepRule.check(n({ num_step: 3, num_min: 1 }, '7'))).toBeUndefined()
    expect(numberStepRule.check(n({ num_step: 3, num_min: 1 }, '6'))).toBe('Please increment by 3')
    expect(numberStepRule.check(n({ num_step: '0.1' }, '0.3'))).toBeUndefined()
  })
})
