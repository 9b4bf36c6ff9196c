import { CalcSyntaxError, MULTI_ARG_FUNCTIONS, type Token } from './tokenize'

/** A parsed calculation expression. */
export type CalcNode =
  | { readonly k: 'num'; readonly v: number }
  | { readonly k: 'tag'; readonly family: 'field' | 'calc'; readonly key: string }
  | { readonly k: 'n' }
  | { readonly k: 'neg'; readonly a: CalcNode }
  | { readonly k: 'bin'; readonly op: string; readonly a: CalcNode; readonly b: CalcNode }
  | { readonly k: 'fact'; readonly a: CalcNode }
  | { readonly k: 'fn'; readonly name: string; readonly args: readonly CalcNode[] }

// Binding powers: `&` < `+ -` < `* / Mod C P` (and implicit products) < unary minus < `^` < `!`.
const INFIX: Readonly<Record<string, number>> = {
  '&': 10,
  '+': 20,
  '-': 20,
  '*': 30,
  '/': 30,
  Mod: 30,
  C: 30,
  P: 30,
  '^': 50,
}
const PREFIX_MINUS = 40
const FUNCTION_OPERAND = 45
const POSTFIX = 60
const ARITY: Readonly<Record<string, number>> = { pow: 2, Sigma: 3 }

/** Parses tokens into an expression tree (a Pratt parser: no `eval`, no `Function`). */
export function parse(tokens: readonly Token[]): CalcNode {
  let pos = 0
  const peek = () => tokens[pos]
  const next = () => {
    const tok = tokens[pos++]
    if (!tok) throw new CalcSyntaxError('the equation ends too early')
    return tok
  }
  const expect = (t: ')' | ',') => {
    const tok = next()
    if (tok.t !== t) throw new CalcSyntaxError(`expected "${t}" at token ${pos}`)
  }

  const startsOperand = (tok: Token | undefined) =>
    !!tok && (tok.t === 'num' || tok.t === 'tag' || tok.t === 'name' || tok.t === '(')

  const prefix = (): CalcNode => {
    const tok = next()
    switch (tok.t) {
      case 'num':
        return { k: 'num', v: tok.v }
      case 'tag':
        return { k: 'tag', family: tok.family, key: tok.key }
      case '(': {
        const inner = expr(0)
        expect(')')
        return inner
      }
      case 'op':
        if (tok.v === '-') return { k: 'neg', a: expr(PREFIX_MINUS) }
        if (tok.v === '+') return expr(PREFIX_MINUS)
        throw new CalcSyntaxError(`"${tok.v}" needs a number before it`)
      case 'name':
        return named(tok.v)
      default:
        throw new CalcSyntaxError(`unexpected "${tok.t}" at token ${pos}`)
    }
  }

  const named = (name: string): CalcNode => {
    if (name === 'pi' || name === 'Pi') return { k: 'num', v: Math.PI }
    if (name === 'e') return { k: 'num', v: Math.E }
    if (name === 'n') return { k: 'n' }
    if (MULTI_ARG_FUNCTIONS.has(name)) {
      if (peek()?.t !== '(') throw new CalcSyntaxError(`${name} needs its arguments in brackets`)
      next()
      const args: CalcNode[] = [expr(0)]
      while (peek()?.t === ',') {
        next()
        args.push(expr(0))
      }
      expect(')')
      if (args.length !== ARITY[name]) {
        throw new CalcSyntaxError(`${name} takes ${ARITY[name]} arguments, got ${args.length}`)
      }
      return { k: 'fn', name, args }
    }
    return { k: 'fn', name, args: [expr(FUNCTION_OPERAND)] }
  }

  const expr = (minBp: number): CalcNode => {
    let left = prefix()
    for (;;) {
      const tok = peek()
      if (!tok) break
      if (tok.t === 'op' && tok.v === '!') {
        if (POSTFIX < minBp) break
        next()
        left = { k: 'fact', a: left }
        continue
      }
      if (tok.t === 'op') {
        const bp = INFIX[tok.v]
        if (bp === undefined || bp <= minBp) break
        next()
        // `^` is right-associative: 2^3^2 = 2^9.
        const right = expr(tok.v === '^' ? bp - 1 : bp)
        left = { k: 'bin', op: tok.v, a: left, b: right }
        continue
      }
      if (startsOperand(tok)) {
        // Implicit product, as in `2pi` or `3(4+1)`.
        if (INFIX['*']! <= minBp) break
        left = { k: 'bin', op: '*', a: left, b: expr(INFIX['*']!) }
        continue
      }
      break
    }
    return left
  }

  if (tokens.length === 0) throw new CalcSyntaxError('the equation is empty')
  const tree = expr(0)
  if (pos < tokens.length) throw new CalcSyntaxError(`unexpected token at ${pos + 1}`)
  return tree
}
