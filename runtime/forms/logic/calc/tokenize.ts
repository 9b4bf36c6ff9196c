import { decodeNumber, type NumberLocale } from '../locale/number-locale'

/** One token of a calculation equation. */
export type Token =
  | { readonly t: 'num'; readonly v: number }
  | { readonly t: 'tag'; readonly family: 'field' | 'calc'; readonly key: string }
  | { readonly t: 'name'; readonly v: string }
  | { readonly t: 'op'; readonly v: string }
  | { readonly t: '(' }
  | { readonly t: ')' }
  | { readonly t: ',' }

/** Functions taking several comma-separated arguments. */
export const MULTI_ARG_FUNCTIONS: ReadonlySet<string> = new Set(['pow', 'Sigma'])

// Longest first, so `sinh` wins over `sin` and `asin` over `sin`.
const NAMES = [
  'Sigma',
  'asinh',
  'acosh',
  'atanh',
  'sinh',
  'cosh',
  'tanh',
  'asin',
  'acos',
  'atan',
  'root',
  'sin',
  'cos',
  'tan',
  'log',
  'int',
  'pow',
  'Mod',
  'ln',
  'pi',
  'Pi',
  'e',
  'C',
  'P',
  'n',
]
const OPERATORS = new Set(['+', '-', '*', '/', '^', '!', '&'])
const TAG = /^\{(field|calc):([A-Za-z0-9_-]+)(?::[A-Za-z0-9_-]*)?\}/
const OTHER_TAG = /^\{[A-Za-z0-9:_-]*\}/

/** A calculation equation that cannot be read; the message names the place. */
export class CalcSyntaxError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'CalcSyntaxError'
  }
}

/**
 * Splits an equation into tokens. Numbers are tokenised before locale decoding, and a
 * comma directly inside `pow(…)`/`Sigma(…)` separates arguments, so two-argument functions
 * work in every locale (the original mangled them). Unknown `{…}` tags become 0.
 */
export function tokenize(equation: string, locale: NumberLocale): Token[] {
  const src = equation.replace(/[\r\n]+/g, '').replace(/&nbsp;/g, ' ')
  const out: Token[] = []
  // For each open parenthesis: does it hold the arguments of a multi-argument function?
  const parens: boolean[] = []
  let i = 0
  while (i < src.length) {
    const ch = src[i] as string
    const rest = src.slice(i)
    if (/\s/.test(ch)) {
      i++
      continue
    }
    if (ch === '{') {
      const tag = TAG.exec(rest)
      if (tag) {
        out.push({ t: 'tag', family: tag[1] as 'field' | 'calc', key: tag[2] as string })
        i += tag[0].length
        continue
      }
      const other = OTHER_TAG.exec(rest)
      if (!other) throw new CalcSyntaxError(`unclosed or invalid tag at position ${i}`)
      out.push({ t: 'num', v: 0 })
      i += other[0].length
      continue
    }
    if (/[0-9.,]/.test(ch)) {
      const inArgs = parens.at(-1) === true
      const run = (inArgs ? /^[0-9.\s\u00a0\u202f]+/ : /^[0-9.,\s\u00a0\u202f]+/).exec(rest)
      if (run && /[0-9]/.test(run[0])) {
        const text = run[0].replace(/\s+$/, '')
        const v = Number(decodeNumber(text, locale))
        if (Number.isNaN(v)) throw new CalcSyntaxError(`unreadable number "${text}" at ${i}`)
        out.push({ t: 'num', v })
        i += text.length
        continue
      }
      if (ch === ',' && inArgs) {
        out.push({ t: ',' })
        i++
        continue
      }
      throw new CalcSyntaxError(`unexpected "${ch}" at position ${i}`)
    }
    if (ch === '(' || ch === '[') {
      const prev = out.at(-1)
      parens.push(prev?.t === 'name' && MULTI_ARG_FUNCTIONS.has(prev.v))
      out.push({ t: '(' })
      i++
      continue
    }
    if (ch === ')' || ch === ']') {
      parens.pop()
      out.push({ t: ')' })
      i++
      continue
    }
    if (OPERATORS.has(ch)) {
      out.push({ t: 'op', v: ch })
      i++
      continue
    }
    const name = NAMES.find((n) => rest.startsWith(n))
    if (name) {
      out.push(
        name === 'Mod' || name === 'C' || name === 'P'
          ? { t: 'op', v: name }
          : { t: 'name', v: name },
      )
      i += name.length
      continue
    }
    throw new CalcSyntaxError(`unknown symbol "${rest.slice(0, 12)}" at position ${i}`)
  }
  return out
}
