import { escapeHtml } from '../html'
import { CURRENCY_SYMBOLS, MESSAGE_KEYS, nfi18n, type SiteLocale } from './nfi18n'

// esc_html writes the apostrophe as &#039;.
const escHtml = (text: string) => escapeHtml(text).replace(/&#39;/g, '&#039;')

// Inside form.settings the symbol keeps the entity the server escaped it to.
const SYMBOL_ENTITIES: Readonly<Record<string, string>> = {
  $: '&#36;',
  '€': '&euro;',
  '£': '&pound;',
}

function stringify(value: unknown): unknown {
  if (value === true) return '1'
  if (value === false || value === null || value === undefined) return ''
  if (typeof value === 'number') return String(value)
  return value
}

/**
 * `form.settings` as printed (contract a): stored settings as strings (arrays kept), the
 * title escaped, then `nfi18n` (a stored non-empty message wins, escaped), then the extras.
 */
export function pageSettings(
  stored: Record<string, unknown>,
  locale: SiteLocale = 'en_US',
): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(stored)) out[k] = stringify(v)
  out.title = escHtml(String(stored.title ?? ''))
  for (const [k, v] of Object.entries(nfi18n(locale))) {
    const own = stored[k]
    if (MESSAGE_KEYS.has(k) && typeof own === 'string' && own !== '') out[k] = escHtml(own)
    else out[k] = k === 'currencySymbol' ? (SYMBOL_ENTITIES[String(v)] ?? escHtml(String(v))) : v
  }
  const currency = String(stored.currency ?? '')
  out.embed_form = ''
  out.currency_symbol = CURRENCY_SYMBOLS[currency] ?? ''
  out.beforeForm = ''
  out.beforeFields = ''
  out.afterFields = ''
  out.afterForm = ''
  return out
}
