/**
 * Translates the original's mask settings into a pattern for the masking library:
 * `9` a digit, `a` a letter, `*` a letter or digit; everything else is a literal.
 */

/** What the mask chunk applies to an input. */
export type MaskSpec =
  | { readonly kind: 'pattern'; readonly pattern: string }
  | {
      readonly kind: 'currency'
      readonly symbol: string
      readonly radix: string
      readonly thousands: string
    }

const PRESETS: Readonly<Record<string, string>> = {
  'us-phone': '(999) 999-9999',
  date: '99/99/9999',
}

/** The mask of a field, or undefined when it has none (`''`, `none`, empty custom mask). */
export function readMask(
  mask: unknown,
  customMask: unknown,
  locale: { readonly symbol: string; readonly radix: string; readonly thousands: string },
): MaskSpec | undefined {
  const name = typeof mask === 'string' ? mask : ''
  if (name === 'currency') return { kind: 'currency', ...locale }
  const source = name === 'custom' ? String(customMask ?? '') : (PRESETS[name] ?? '')
  if (!source) return undefined
  return { kind: 'pattern', pattern: toLibraryPattern(source) }
}

/** `9`/`a`/`*` → the library's `0`/`a`/`*`; other definition characters are escaped. */
export function toLibraryPattern(source: string): string {
  let out = ''
  for (const ch of source) {
    if (ch === '9') out += '0'
    else if (ch === 'a' || ch === '*') out += ch
    else if (ch === '0' || ch === '[' || ch === ']' || ch === '{' || ch === '}' || ch === '`')
      out += `\\${ch}`
    else out += ch
  }
  return out
}
