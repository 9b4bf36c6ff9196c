import type { NumberLocale } from '../locale/number-locale'
import { substituteTags, type CalcLog } from './debug'
import { evaluate, formatCalcResult, type CalcScope } from './evaluate'
import { parse, type CalcNode } from './parse'
import { tokenize } from './tokenize'

/** One entry of `settings.calculations`, ready to evaluate. */
export interface CompiledCalc {
  readonly name: string
  readonly eq: string
  /** Decimals of the stored value; a missing or blank `dec` is 2 (server parity). */
  readonly dec: number
  readonly tree: CalcNode | undefined
  /** Why the equation could not be read, when it could not. */
  readonly error: string | undefined
  readonly fieldKeys: ReadonlySet<string>
  readonly calcNames: ReadonlySet<string>
}

function readDec(dec: unknown): number {
  const n = parseInt(String(dec ?? '').trim(), 10)
  return Number.isFinite(n) && n >= 0 && n <= 20 ? n : 2
}

function collect(node: CalcNode, fields: Set<string>, calcs: Set<string>): void {
  switch (node.k) {
    case 'tag':
      ;(node.family === 'field' ? fields : calcs).add(node.key)
      return
    case 'neg':
    case 'fact':
      collect(node.a, fields, calcs)
      return
    case 'bin':
      collect(node.a, fields, calcs)
      collect(node.b, fields, calcs)
      return
    case 'fn':
      node.args.forEach((a) => collect(a, fields, calcs))
      return
    default:
      return
  }
}

/** Reads `settings.calculations` (sorted by `order`, then as listed); bad entries are skipped. */
export function compileCalcs(raw: unknown, locale: NumberLocale): CompiledCalc[] {
  if (!Array.isArray(raw)) return []
  const entries = raw
    .map((c, i) => ({ c: c as Record<string, unknown>, i }))
    .filter(({ c }) => typeof c === 'object' && c !== null && String(c.name ?? '') !== '')
  entries.sort((x, y) => (Number(x.c.order) || 0) - (Number(y.c.order) || 0) || x.i - y.i)
  return entries.map(({ c }) => {
    const eq = String(c.eq ?? '')
    const fieldKeys = new Set<string>()
    const calcNames = new Set<string>()
    let tree: CalcNode | undefined
    let error: string | undefined
    try {
      tree = parse(tokenize(eq, locale))
      collect(tree, fieldKeys, calcNames)
    } catch (e) {
      error = (e as Error).message
    }
    return { name: String(c.name), eq, dec: readDec(c.dec), tree, error, fieldKeys, calcNames }
  })
}

/**
 * Evaluates one calculation to its stored string, or `undefined` when the equation cannot
 * be read (the caller keeps the previous value, as the original does on an exception).
 * With `log` (calculation debugging on), reports the substituted equation and the result.
 */
export function runCalc(calc: CompiledCalc, scope: CalcScope, log?: CalcLog): string | undefined {
  const result = calc.tree ? formatCalcResult(evaluate(calc.tree, scope), calc.dec) : undefined
  log?.({ name: calc.name, equation: substituteTags(calc.eq, scope), result })
  return result
}
