import { describe, expect, it } from 'vitest'
import type { NumberLocale } from '../locale/number-locale'
import { compileCalcs, runCalc } from './compile'
import { evaluate } from './evaluate'
import { parse } from './parse'
import { tokenize } from './tokenize'

const en: NumberLocale = { thousandsSep: ',', decimalPoint: '.', siteLocale: 'en_US' }
const de: NumberLocale = { thousandsSep: '.', decimalPoint: ',', siteLocale: 'de_DE' }
const fr: NumberLocale = { thousandsSep: '\u202f', decimalPoint: ',', siteLocale: 'fr_FR' }
const noScope = { field: () => 0, calc: () => 0 }

function calc(eq: string, locale: NumberLocale, dec?: unknown): string | undefined {
  const [c] = compileCalcs([dec === undefined ? { name: 'x', eq } : { name: 'x', eq, dec }], locale)
  return runCalc(c!, noScope)
}

// [en_US, de_DE, fr_FR] spellings of the same expression, and the stored value (dec 4).
const TABLE: [string, string, string, string][] = [
  ['5+5+5', '5+5+5', '5+5+5', '15.0000'],
  ['3.50*1.10', '3,50*1,10', '3,50*1,10', '3.8500'],
  ['10-2.5', '10-2,5', '10-2,5', '7.5000'],
  ['7/2', '7/2', '7/2', '3.5000'],
  ['2^10', '2^10', '2^10', '1024.0000'],
  ['2^3^2', '2^3^2', '2^3^2', '512.0000'],
  ['-2^2', '-2^2', '-2^2', '-4.0000'],
  ['5!', '5!', '5!', '120.0000'],
  ['2.5!', '2,5!', '2,5!', '0'],
  ['10 Mod 3', '10 Mod 3', '10 Mod 3', '1.0000'],
  ['12&10', '12&10', '12&10', '8.0000'],
  ['5C2', '5C2', '5C2', '10.0000'],
  ['5P2', '5P2', '5P2', '20.0000'],
  ['pi', 'pi', 'Pi', '3.1416'],
  ['e', 'e', 'e', '2.7183'],
  ['2pi', '2pi', '2pi', '6.2832'],
  ['sin(30)', 'sin(30)', 'sin(30)', '0.5000'],
  ['cos(60)', 'cos(60)', 'cos(60)', '0.5000'],
  ['tan(45)', 'tan(45)', 'tan(45)', '1.0000'],
  ['asin(0.5)', 'asin(0,5)', 'asin(0,5)', '30.0000'],
  ['acos(0.5)', 'acos(0,5)', 'acos(0,5)', '60.0000'],
  ['atan(1)', 'atan(1)', 'atan(1)', '45.0000'],
  ['sinh(1)', 'sinh(1)', 'sinh(1)', '1.1752'],
  ['cosh(1)', 'cosh(1)', 'cosh(1)', '1.5431'],
  ['tanh(1)', 'tanh(1)', 'tanh(1)', '0.7616'],
  ['asinh(1)', 'asinh(1)', 'asinh(1)', '0.8814'],
  ['acosh(2)', 'acosh(2)', 'acosh(2)', '1.3170'],
  ['atanh(0.5)', 'atanh(0,5)', 'atanh(0,5)', '0.5493'],
  ['log(1000)', 'log(1000)', 'log(1000)', '3.0000'],
  ['ln(e)', 'ln(e)', 'ln(e)', '1.0000'],
  ['root(16)', 'root(16)', 'root(16)', '4.0000'],
  ['int(3.7)', 'int(3,7)', 'int(3,7)', '3.0000'],
  ['pow(2,8)', 'pow(2,8)', 'pow(2,8)', '256.0000'],
  ['pow(1.5, 2)', 'pow(1.5, 2)', 'pow(1.5, 2)', '2.2500'],
  ['Sigma(1,4,n)', 'Sigma(1,4,n)', 'Sigma(1,4,n)', '10.0000'],
  ['Sigma(1,3,n^2)', 'Sigma(1,3,n^2)', 'Sigma(1,3,n^2)', '14.0000'],
  ['1,234.5+0.5', '1.234,5+0,5', '1\u202f234,5+0,5', '1235.0000'],
  ['(1+2)*3', '(1+2)*3', '(1+2)*3', '9.0000'],
  ['[1+2]*3', '[1+2]*3', '[1+2]*3', '9.0000'],
  ['2*-3', '2*-3', '2*-3', '-6.0000'],
  ['0/0', '0/0', '0/0', '0'],
  ['{calc:unknown}+1', '{calc:unknown}+1', '{calc:unknown}+1', '1.0000'],
  ['{field:deleted}*2+{x-y}', '{field:deleted}*2+{x-y}', '{field:deleted}*2+{x-y}', '0.0000'],
]

describe('calculation evaluator', () => {
  it.each(TABLE)('%s (en_US) / %s (de_DE) / %s (fr_FR) → %s', (enEq, deEq, frEq, expected) => {
    expect(calc(enEq, en, '4')).toBe(expected)
    expect(calc(deEq, de, '4')).toBe(expected)
    expect(calc(frEq, fr, '4')).toBe(expected)
  })

  it('keeps the known answers: 5+5+5 → 15.00 and 3.50 × 1.10 → 3.85 (dec default 2)', () => {
    expect(calc('5 + 5 + 5', en, undefined)).toBe('15.00')
    expect(calc('3.50 * 1.10', en, '')).toBe('3.85')
  })

  it('rounds to 15 decimals before fixing, so binary noise never shows', () => {
    expect(calc('0.1+0.2', en, '15')).toBe('0.300000000000000')
  })

  it('reports a broken equation instead of evaluating it', () => {
    const [c] = compileCalcs([{ name: 'x', eq: '2 + * 3' }], en)
    expect(c!.error).toBeTruthy()
    expect(runCalc(c!, noScope)).toBeUndefined()
    expect(() => parse(tokenize('sin(', en))).toThrow(/ends too early/)
    expect(() => parse(tokenize('pow(2)', en))).toThrow(/2 arguments/)
    expect(() => tokenize('alert(1)', en)).toThrow(/unknown symbol/)
  })

  it('reads tags as variables with machine values', () => {
    const tree = parse(tokenize('{field:a} * {field:b:calc} + {calc:c}', de))
    const scope = { field: (k: string) => (k === 'a' ? 1234.5 : 2), calc: () => 0.5 }
    expect(evaluate(tree, scope)).toBe(2469.5)
  })

  it('caps Sigma so a huge range cannot freeze the page', () => {
    expect(calc('Sigma(1,1000000000,n)', en, '4')).toBe('0')
  })
})
