import { decodeEntities as decodeKnown } from '../logic/text'

// One symbol per settings object: every text field of a form asks for it while rendering.
const symbols = new WeakMap<object, string>()

/**
 * `&#36;` / `&euro;` → `$` / `€`: form settings keep HTML entities (contract a). Numeric and
 * common named entities are decoded without a DOM; any other named entity through an inert
 * parse.
 */
export function decodeEntities(value: string): string {
  if (!value.includes('&')) return value
  const known = decodeKnown(value)
  if (!/&[a-z]+;/i.test(known)) return known
  const doc = new DOMParser().parseFromString(`<p>${value}`, 'text/html')
  return doc.body.textContent ?? ''
}

/** The form's currency symbol: `currency_symbol`, else the site's `currencySymbol`. */
export function currencySymbol(settings: Readonly<Record<string, unknown>>): string {
  const cached = symbols.get(settings)
  if (cached !== undefined) return cached
  const own = settings.currency_symbol
  const site = settings.currencySymbol
  const symbol = decodeEntities(String((typeof own === 'string' && own) || site || ''))
  symbols.set(settings, symbol)
  return symbol
}

/**
 * A machine amount (`"1004.99"`) as the original shows money: the form's currency symbol,
 * the site's thousands separator and decimal point.
 */
export function formatMoney(amount: string, settings: Readonly<Record<string, unknown>>): string {
  const [whole = '', decimals] = amount.split('.')
  const thousands = decodeEntities(String(settings.thousands_sep ?? ','))
  const point = decodeEntities(String(settings.decimal_point ?? '.'))
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, thousands)
  return currencySymbol(settings) + grouped + (decimals === undefined ? '' : point + decimals)
}
