import { describe, expect, it } from 'vitest'
import type { FormDef } from '../../page-data'
import { formEnvFromGlobals } from '../env'
import { createFormStore } from '../form-store'
import { isDateInFormat } from './date-check'
import { DATE_FORMATS, fieldDatePattern } from './date-format'

// 15 March 2026 was a Sunday; each name of spec §9 with that date, and texts it rejects.
const NAMES: readonly (readonly [string, string, readonly string[]])[] = [
  ['MM/DD/YYYY', '03/15/2026', ['15/03/2026', '03-15-2026', '3/15/2026']],
  ['MM-DD-YYYY', '03-15-2026', ['03/15/2026', '15-03-2026']],
  ['MM.DD.YYYY', '03.15.2026', ['15.03.2026', '03/15/2026']],
  ['DD/MM/YYYY', '15/03/2026', ['03/15/2026', '15-03-2026']],
  ['DD-MM-YYYY', '15-03-2026', ['03-15-2026', '15/03/2026']],
  ['DD.MM.YYYY', '15.03.2026', ['03.15.2026', '15/03/2026']],
  ['YYYY-MM-DD', '2026-03-15', ['2026-15-03', '2026/03/15', '26-03-15']],
  ['YYYY/MM/DD', '2026/03/15', ['2026-03-15', '2026/15/03']],
  ['YYYY.MM.DD', '2026.03.15', ['2026-03-15', '2026.15.03']],
  [
    'dddd, MMMM D YYYY',
    'Sunday, March 15 2026',
    ['Monday, March 15 2026', 'Sunday, 15 March 2026'],
  ],
]

describe('date-format names (spec §9)', () => {
  it('maps every one of the ten names', () => {
    expect(Object.keys(DATE_FORMATS).sort()).toEqual(NAMES.map(([n]) => n).sort())
  })

  it.each(NAMES)('%s accepts %s and rejects the other orders', (name, ok, bad) => {
    const pattern = fieldDatePattern(name, 'd/m/Y')
    expect(isDateInFormat(ok, pattern)).toBe(true)
    for (const text of bad) expect(isDateInFormat(text, pattern), text).toBe(false)
  })
})

describe('live date check and the Tab key (spec §5)', () => {
  it('keeps the date error as it was on a Tab keyup, and re-checks on any other key', async () => {
    const dated = {
      id: '8',
      settings: {},
      fields: [{ id: 1, key: 'd', type: 'date', date_format: 'YYYY-MM-DD', order: 1, value: '' }],
    } as unknown as FormDef
    const store = createFormStore(dated, {
      ...formEnvFromGlobals({}, {}),
      loadChunk: <T>() => import('./date-check') as Promise<T>,
    })
    await store.whenReady()
    store.setValue('1', '2026-02-30')
    store.markUnclean('1', 'blur')
    expect(store.getState().fields['1']?.errors).toEqual({
      'invalid-date': 'Please enter a valid date!',
    })
    // The visitor fixes the date; a Tab keyup alone does not re-run the date check…
    store.addFieldError('1', 'invalid-date', 'stale')
    store.markUnclean('1', 'keyup', 9)
    expect(store.getState().fields['1']?.errors['invalid-date']).toBe('stale')
    // …any other key does.
    store.markUnclean('1', 'keyup', 48)
    expect(store.getState().fields['1']?.errors['invalid-date']).toBe('Please enter a valid date!')
    store.setValue('1', '2026-02-28')
    store.markUnclean('1', 'keyup', 9)
    expect(store.getState().fields['1']?.errors).toEqual({})
  })
})
