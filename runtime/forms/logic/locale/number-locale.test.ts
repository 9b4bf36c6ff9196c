import { describe, expect, it, vi } from 'vitest'
import { decodeNumber, encodeNumber, parseLocaleNumber, type NumberLocale } from './number-locale'

const en: NumberLocale = { thousandsSep: ',', decimalPoint: '.', siteLocale: 'en_US' }
const de: NumberLocale = { thousandsSep: '.', decimalPoint: ',', siteLocale: 'de_DE' }
const fr: NumberLocale = { thousandsSep: '\u202f', decimalPoint: ',', siteLocale: 'fr_FR' }

describe('decodeNumber (contract e)', () => {
  it.each([
    ['1234', en, '1234'],
    ['1,234', en, '1234'],
    ['1.234', de, '1234'],
    ['1.5', en, '1.5'],
    ['1,5', de, '1.5'],
    ['1.234', en, '1.234'],
    ['1,234', de, '1.234'],
    ['1.234.567', en, '1234567'],
    ['1.234,5', de, '1234.5'],
    ['1,234.5', en, '1234.5'],
    ['-1.234,5', de, '-1234.5'],
    ['1\u202f234,5', fr, '1234.5'],
    ['1&nbsp;234,5', fr, '1234.5'],
    ['1 234 567', fr, '1234567'],
    ['1.2,3-4', en, 'NaN'],
  ])('%s in %s → %s', (text, locale, out) => expect(decodeNumber(text, locale)).toBe(out))

  it('reads non-numbers as NaN', () => {
    expect(parseLocaleNumber('abc', en)).toBeNaN()
    expect(parseLocaleNumber('', en)).toBeNaN()
    expect(parseLocaleNumber('12,50', de)).toBe(12.5)
  })
})

describe('encodeNumber', () => {
  it('formats with exactly the given decimals in each locale', () => {
    expect(encodeNumber(1234.5, en, 2)).toBe('1,234.50')
    expect(encodeNumber(1234.5, de, 2)).toBe('1.234,50')
    expect(encodeNumber(1234.5, fr, 2)).toBe('1\u202f234,50')
    expect(encodeNumber('1.234,5', de, 0)).toBe('1.235')
    expect(encodeNumber(Number.NaN, en, 2)).toBe('0')
  })

  it('follows the locale and decimals of each call when they alternate (the formatter kept from the last call)', () => {
    const seen = [
      encodeNumber(2.5, en, 2),
      encodeNumber(2.5, en, 2),
      encodeNumber(2.5, en, 0),
      encodeNumber(2.5, de, 0),
      encodeNumber(2.5, de),
      encodeNumber(2.5, en),
      encodeNumber(2.5, en, 2),
    ]
    expect(seen).toEqual(['2.50', '2.50', '3', '3', '2,5', '2.5', '2.50'])
  })

  it('falls back to en-US for a locale Intl does not know', () => {
    expect(encodeNumber(1.5, { ...en, siteLocale: 'xx_!!' }, 1)).toBe('1.5')
  })
})

describe('number debug log (nfLocaleConverterDebug)', () => {
  it('logs each decode and encode with input, locale and output when the locale carries a log', () => {
    const lines: string[] = []
    const logged: NumberLocale = { ...de, log: (l) => lines.push(l) }
    expect(decodeNumber('1.234,5', logged)).toBe('1234.5')
    expect(encodeNumber(1234.5, logged, 2)).toBe('1.234,50')
    expect(lines).toEqual([
      '[bramble] Number Decoder "1.234,5" -> "1234.5" (de_DE, thousands ".", decimal ",")',
      '[bramble] Number Encoder 1234.5 -> "1.234,50" (de_DE, thousands ".", decimal ",")',
    ])
  })

  it('logs nothing without one', () => {
    const log = vi.spyOn(console, 'log')
    expect(parseLocaleNumber('1.234,5', de)).toBe(1234.5)
    expect(encodeNumber('1.234,5', de, 1)).toBe('1.234,5')
    expect(log).not.toHaveBeenCalled()
    log.mockRestore()
  })
})
