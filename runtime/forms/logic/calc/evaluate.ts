import type { CalcNode } from './parse'

/** Values the tags of an expression resolve to (machine numbers, never locale text). */
export interface CalcScope {
  field(key: string): number
  calc(name: string): number
}

const RAD = Math.PI / 180
// Sigma over a huge range must not freeze the page.
const MAX_SIGMA_TERMS = 100_000

function factorial(x: number): number {
  if (!Number.isInteger(x) || x < 0) return NaN
  if (x > 170) return Infinity
  let r = 1
  for (let i = 2; i <= x; i++) r *= i
  return r
}

const UNARY: Readonly<Record<string, (x: number) => number>> = {
  sin: (x) => Math.sin(x * RAD),
  cos: (x) => Math.cos(x * RAD),
  tan: (x) => Math.tan(x * RAD),
  asin: (x) => Math.asin(x) / RAD,
  acos: (x) => Math.acos(x) / RAD,
  atan: (x) => Math.atan(x) / RAD,
  sinh: Math.sinh,
  cosh: Math.cosh,
  tanh: Math.tanh,
  asinh: Math.asinh,
  acosh: Math.acosh,
  atanh: Math.atanh,
  log: Math.log10,
  ln: Math.log,
  root: Math.sqrt,
  int: Math.floor,
}

function binary(op: string, a: number, b: number): number {
  switch (op) {
    case '+':
      return a + b
    case '-':
      return a - b
    case '*':
      return a * b
    case '/':
      return a / b
    case '^':
      return Math.pow(a, b)
    case 'Mod':
      return a % b
    case '&':
      return a & b
    case 'C':
      return factorial(a) / (factorial(b) * factorial(a - b))
    case 'P':
      return factorial(a) / factorial(a - b)
    default:
      return NaN
  }
}

/** Evaluates an expression tree; `n` is the running index inside `Sigma`. */
export function evaluate(node: CalcNode, scope: CalcScope, n = 0): number {
  switch (node.k) {
    case 'num':
      return node.v
    case 'tag':
      return node.family === 'field' ? scope.field(node.key) : scope.calc(node.key)
    case 'n':
      return n
    case 'neg':
      return -evaluate(node.a, scope, n)
    case 'fact':
      return factorial(evaluate(node.a, scope, n))
    case 'bin':
      return binary(node.op, evaluate(node.a, scope, n), evaluate(node.b, scope, n))
    case 'fn': {
      const [a, b, c] = node.args
      if (node.name === 'pow') return Math.pow(evaluate(a!, scope, n), evaluate(b!, scope, n))
      if (node.name === 'Sigma') {
        const from = Math.ceil(evaluate(a!, scope, n))
        const to = Math.floor(evaluate(b!, scope, n))
        if (!Number.isFinite(from) || !Number.isFinite(to) || to - from > MAX_SIGMA_TERMS)
          return NaN
        let sum = 0
        for (let i = from; i <= to; i++) sum += evaluate(c!, scope, i)
        return sum
      }
      const f = UNARY[node.name]
      return f ? f(evaluate(a!, scope, n)) : NaN
    }
  }
}

/** Rounds to 15 decimals, as the original evaluator does, to hide binary noise. */
export function round15(x: number): number {
  if (!Number.isFinite(x) || Math.abs(x) >= 1e21) return x
  return Number(x.toFixed(15))
}

/**
 * The stored calc value: `toFixed(dec)` as a string; NaN and infinities give `'0'` (the
 * server's answer to a failed evaluation).
 */
export function formatCalcResult(x: number, dec: number): string {
  const r = round15(x)
  return Number.isFinite(r) ? r.toFixed(dec) : '0'
}
