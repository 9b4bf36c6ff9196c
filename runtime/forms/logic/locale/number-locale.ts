import { bramble } from '../../../core/message'

/** The number separators and locale of a site (from `nfi18n`). */
export interface NumberLocale {
  /** `nfi18n.thousands_sep`, `,` when absent. */
  readonly thousandsSep: string
  /** `nfi18n.decimal_point`, `.` when absent. */
  readonly decimalPoint: string
  /** `nfi18n.siteLocale`, e.g. `en_US`. */
  readonly siteLocale: string
  /**
   * Receives one line per decode and encode while `window.nfLocaleConverterDebug` is on
   * (added to the locale only then, so the usual path pays nothing).
   */
  readonly log?: (line: string) => void
}

/** The debug line of one decode or encode: what went in, the locale, what came out. */
function logNumber(locale: NumberLocale, what: string, input: unknown, output: string): void {
  locale.log?.(
    bramble(
      `Number ${what} ${JSON.stringify(input)} -> ${JSON.stringify(output)} (${locale.siteLocale}, thousands ${JSON.stringify(locale.thousandsSep)}, decimal ${JSON.stringify(locale.decimalPoint)})`,
    ),
  )
}

/** en_US separators: what a page without `nfi18n` gets. */
export const DEFAULT_NUMBER_LOCALE: NumberLocale = {
  thousandsSep: ',',
  decimalPoint: '.',
  siteLocale: 'en_US',
}

// Every kind of space a locale may put between digit groups, plus the entity WordPress prints.
const SPACES = /[\s\u00a0\u202f\u2007\u2009]|&nbsp;/g

/**
 * Decodes a locale-formatted number to machine format (contract e): `1.234,5` → `1234.5`
 * in de_DE. Returns the string `'NaN'` when more than two kinds of separator appear, and
 * the input unchanged when it has no separator at all.
 */
export function decodeNumber(text: string, locale: NumberLocale = DEFAULT_NUMBER_LOCALE): string {
  const out = decode(text, locale)
  if (locale.log) logNumber(locale, 'Decoder', text, out)
  return out
}

function decode(text: string, locale: NumberLocale): string {
  let s = String(text).trim()
  const negative = s.startsWith('-')
  if (negative) s = s.slice(1)
  s = s.replace(SPACES, '')
  const separators = s.match(/[^0-9]/g) ?? []
  if (separators.length === 0) return (negative ? '-' : '') + s
  const distinct = [...new Set(separators)]
  let out: string
  if (distinct.length === 1) {
    const sep = distinct[0] as string
    const count = separators.length
    const after = s.length - s.indexOf(sep) - 1
    const thousands = count > 1 || (after === 3 && sep === (locale.thousandsSep || ','))
    out = thousands ? s.split(sep).join('') : s.replace(sep, '.')
  } else if (distinct.length === 2) {
    const [first, second] = distinct as [string, string]
    out = s.split(first).join('').split(second).join('.')
  } else {
    return 'NaN'
  }
  return (negative ? '-' : '') + out
}

/** Decodes a locale-formatted number to a JS number; anything non-numeric gives NaN. */
export function parseLocaleNumber(
  text: unknown,
  locale: NumberLocale = DEFAULT_NUMBER_LOCALE,
): number {
  if (typeof text === 'number') return text
  if (typeof text !== 'string' || text.trim() === '') return NaN
  const decoded = decodeNumber(text, locale)
  return /^-?(\d+\.?\d*|\.\d+)$/.test(decoded) ? Number(decoded) : NaN
}

const formatters = new Map<string, Intl.NumberFormat>()

// The last formatter asked for: a keystroke through a calculation chain asks for the same one
// a hundred times.
let lastFormatter:
  { locale: string; precision: number | undefined; f: Intl.NumberFormat } | undefined

function formatter(locale: string, precision: number | undefined): Intl.NumberFormat {
  const last = lastFormatter
  if (last && last.locale === locale && last.precision === precision) return last.f
  const f = formatterFor(locale, precision)
  lastFormatter = { locale, precision, f }
  return f
}

function formatterFor(locale: string, precision: number | undefined): Intl.NumberFormat {
  const tag = (locale || 'en_US').replace(/_/g, '-')
  const key = `${tag}|${precision ?? ''}`
  let f = formatters.get(key)
  if (!f) {
    const options: Intl.NumberFormatOptions =
      precision === undefined
        ? { maximumFractionDigits: 20 }
        : { minimumFractionDigits: precision, maximumFractionDigits: precision }
    try {
      f = new Intl.NumberFormat(tag, options)
    } catch {
      // A site locale Intl does not know still gets a readable number.
      f = new Intl.NumberFormat('en-US', options)
    }
    formatters.set(key, f)
  }
  return f
}

/**
 * Encodes a number for display in the site locale with exactly `precision` decimals
 * (`Intl.NumberFormat`, as the original's encoder). Input may be a machine or locale string.
 */
export function encodeNumber(
  value: number | string,
  locale: NumberLocale = DEFAULT_NUMBER_LOCALE,
  precision?: number,
): string {
  const n = typeof value === 'number' ? value : Number(decodeNumber(value, locale))
  const out = Number.isFinite(n) ? formatter(locale.siteLocale, precision).format(n) : '0'
  if (locale.log) logNumber(locale, 'Encoder', value, out)
  return out
}
