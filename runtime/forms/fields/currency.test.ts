import { describe, expect, it } from 'vitest'
import { currencySymbol, decodeEntities } from './currency'

describe('currency symbol', () => {
  it('decodes numeric and named entities as the form settings print them', () => {
    expect(decodeEntities('&#36;')).toBe('$')
    expect(decodeEntities('&euro;')).toBe('€')
    expect(decodeEntities('&#x20B9;')).toBe('₹')
    // A named entity outside the small built-in table still decodes.
    expect(decodeEntities('&curren;')).toBe('¤')
  })

  it("prefers the form's currency_symbol over the site's currencySymbol", () => {
    expect(currencySymbol({ currency_symbol: '&pound;', currencySymbol: '&#36;' })).toBe('£')
    expect(currencySymbol({ currency_symbol: '', currencySymbol: '&#36;' })).toBe('$')
    expect(currencySymbol({})).toBe('')
  })
})
