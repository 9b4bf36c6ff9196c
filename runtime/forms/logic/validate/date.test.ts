import { beforeAll, describe, expect, it } from 'vitest'
import { checkDate, isDateInFormat } from './date-check'
import { dateRule, provideDateChecker } from './date'
import { fieldDatePattern, phpToDateFns } from './date-format'
import { ruleInput } from './test-input'

describe('date', () => {
  beforeAll(() => provideDateChecker(checkDate))

  it.each([
    ['MM/DD/YYYY', '03/15/2026', true],
    ['MM/DD/YYYY', '15/03/2026', false],
    ['DD.MM.YYYY', '31.12.2026', true],
    ['DD.MM.YYYY', '31.02.2026', false],
    ['YYYY-MM-DD', '2026-3-5', false],
    ['dddd, MMMM D YYYY', 'Sunday, March 15 2026', true],
    ['dddd, MMMM D YYYY', 'Monday, March 15 2026', false],
  ])('%s: %s → %s', (format, text, ok) =>
    expect(isDateInFormat(text, fieldDatePattern(format, ''))).toBe(ok),
  )

  it('uses the site format for "default" and skips time-only fields', () => {
    expect(phpToDateFns('d/m/Y')).toBe('dd/MM/yyyy')
    expect(phpToDateFns('F j, Y')).toBe('MMMM d, yyyy')
    expect(
      dateRule.check(ruleInput({ type: 'date', date_format: 'default' }, '15/03/2026')),
    ).toBeUndefined()
    expect(dateRule.check(ruleInput({ type: 'date', date_format: 'default' }, '03/15/2026'))).toBe(
      'Please enter a valid date!',
    )
    expect(
      dateRule.check(ruleInput({ type: 'date', date_mode: 'time_only' }, 'junk')),
    ).toBeUndefined()
    expect(
      dateRule.check(
        ruleInput(
          { type: 'date', date_mode: 'date_and_time', date_format: 'YYYY-MM-DD' },
          { date: '2026-02-30', hour: '09' },
        ),
      ),
    ).toBe('Please enter a valid date!')
  })
})
