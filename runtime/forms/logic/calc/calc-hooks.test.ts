import { describe, expect, it } from 'vitest'
import type { FieldDef } from '../../page-data'
import type { NumberLocale } from '../locale/number-locale'
import { compileCalcs, runCalc } from './compile'
import { formatCalcStep, substituteTags, type CalcStep } from './debug'
import type { CalcValueHook } from '../types'
import { fieldCalcValue } from './field-calc-value'

const en: NumberLocale = { thousandsSep: ',', decimalPoint: '.', siteLocale: 'en_US' }
const de: NumberLocale = { thousandsSep: '.', decimalPoint: ',', siteLocale: 'de_DE' }
const radio = {
  id: 3,
  key: 'size',
  type: 'listradio',
  options: [{ label: 'Big', value: 'big', calc: '10', selected: 0 }],
} as unknown as FieldDef

const value = (hook: CalcValueHook | undefined, visible = true, locale = en) =>
  fieldCalcValue({ id: '3', def: radio, value: 'big', visible }, locale, '', hook)

describe('get:calcValue (a type hook over the built-in calc value)', () => {
  it('uses the built-in value without a hook or when the hook has no answer', () => {
    expect(value(undefined)).toBe(10)
    expect(value(() => undefined)).toBe(10)
    expect(value(() => '')).toBe(10)
    expect(value(() => false)).toBe(10)
  })

  it('replaces it with a truthy answer or 0, read as a locale number', () => {
    expect(value(() => 42)).toBe(42)
    expect(value(() => 0)).toBe(0)
    expect(value(() => '1.234,5', true, de)).toBe(1234.5)
    expect(value(() => 'lots')).toBe(0)
  })

  it('hands the hook the field and still counts a hidden field 0', () => {
    const seen: unknown[] = []
    expect(
      value((f) => {
        seen.push([f.id, f.def.key, f.value])
        return 7
      }, false),
    ).toBe(0)
    expect(seen).toEqual([])
    value((f) => seen.push([f.id, f.def.key, f.value]))
    expect(seen).toEqual([['3', 'size', 'big']])
  })
})

describe('calculation debugging', () => {
  const scope = {
    field: (key: string) => (key === 'qty' ? 3 : 0),
    calc: (name: string) => (name === 'base' ? 2.5 : 0),
  }

  it('substitutes every tag, turns unknown tags into 0 and drops line breaks', () => {
    expect(
      substituteTags(
        '{field:qty} * {calc:base:2}\n+ {field:qty:calc} + {field:gone} + {x:y}',
        scope,
      ),
    ).toBe('3 * 2.5+ 3 + 0 + 0')
  })

  it('logs the calc name, the substituted equation and the result of each run', () => {
    const [c] = compileCalcs([{ name: 'total', eq: '{field:qty} * {calc:base}', dec: '2' }], en)
    const steps: CalcStep[] = []
    expect(runCalc(c!, scope, (s) => steps.push(s))).toBe('7.50')
    expect(steps).toEqual([{ name: 'total', equation: '3 * 2.5', result: '7.50' }])
    expect(formatCalcStep(steps[0]!)).toBe('[bramble] Calculation "total": 3 * 2.5 = 7.50')
  })

  it('logs an unreadable equation without a result', () => {
    const [c] = compileCalcs([{ name: 'bad', eq: '2 +* ( 3' }], en)
    const steps: CalcStep[] = []
    expect(runCalc(c!, scope, (s) => steps.push(s))).toBeUndefined()
    expect(formatCalcStep(steps[0]!)).toBe(
      '[bramble] Calculation "bad": 2 +* ( 3 unreadable, keeps its last value',
    )
  })
})
