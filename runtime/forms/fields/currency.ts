/** `&#36;` / `&euro;` → `$` / `€`: form settings keep HTML entities (contract a). */
export function decodeEntities(value: string): string {
  if (!value.includes('&')) return value
  const doc = new DOMParser().parseFromString(`<p>${value}`, 'text/html')
  return doc.body.textContent ?? ''
}

/** The form's currency symbol: `currency_symbol`, else the site's `currencySymbol`. */
export function currencySymbol(settings: Readonly<Record<string, unknown>>): string {
  const own = settings.currency_symbol
  const site = settings.currencySymbol
  return decodeEntities(String((typeof own === 'string' && own) || site || ''))
}
