import { describe, expect, it } from 'vitest'
import { createRadio } from './radio'
import { registerLocaleReplies } from './locale-replies'

function app(nfi18n: unknown) {
  const radio = createRadio()
  registerLocaleReplies(radio, { nfi18n } as unknown as Window)
  return radio.channel('app')
}

describe('app: locale:decodeNumber / locale:encodeNumber', () => {
  it('decodes and encodes in the site locale of nfi18n', () => {
    const de = app({ thousands_sep: '.', decimal_point: ',', siteLocale: 'de_DE' })
    expect(de.request('locale:decodeNumber', '1.234,5')).toBe('1234.5')
    expect(de.request('locale:decodeNumber', '1.234')).toBe('1234')
    expect(de.request('locale:encodeNumber', 1234.5, 2)).toBe('1.234,50')
    expect(de.request('locale:encodeNumber', '1234.5')).toBe('1.234,5')
  })

  it('falls back to en_US without nfi18n, and reports an unreadable number as NaN', () => {
    const en = app(undefined)
    expect(en.request('locale:decodeNumber', '1,234.5')).toBe('1234.5')
    expect(en.request('locale:decodeNumber', "1.2,3 4'5")).toBe('NaN')
    expect(en.request('locale:encodeNumber', 3.5, 2)).toBe('3.50')
  })
})
