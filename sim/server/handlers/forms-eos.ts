/**
 * The server's equation solver (the EOS parser the form builder's PHP uses): `+ - * / % ^ !`,
 * `()` and `[]`, `sin cos tan csc sec cot` in radians, `abs`, `log` (natural), `log10`,
 * `sqrt`. Throws on anything else; the caller turns that into 0, as the server does.
 */
export function solveEos(expression: string): number {
  const src = expression.replace(/\s+/g, '')
  let pos = 0
  const peek = () => src[pos] ?? ''
  const fail = (what: string): never => {
    throw new Error(`${what} at ${pos} in "${src}"`)
  }
  const FUNCS: Record<string, (x: number) => number> = {
    sin: Math.sin,
    cos: Math.cos,
    tan: Math.tan,
    csc: (x) => 1 / Math.sin(x),
    sec: (x) => 1 / Math.cos(x),
    cot: (x) => 1 / Math.tan(x),
    abs: Math.abs,
    log10: Math.log10,
    log: Math.log,
    sqrt: Math.sqrt,
  }
  const factorial = (x: number) => {
    if (!Number.isInteger(x) || x < 0) fail('factorial of a non-integer')
    let r = 1
    for (let i = 2; i <= x; i++) r *= i
    return r
  }
  const primary = (): number => {
    const ch = peek()
    if (ch === '(' || ch === '[') {
      pos++
      const v = expr()
      if (peek() !== (ch === '(' ? ')' : ']')) fail('unclosed bracket')
      pos++
      return v
    }
    const num = /^(\d+\.?\d*|\.\d+)/.exec(src.slice(pos))
    if (num) {
      pos += num[0].length
      return Number(num[0])
    }
    const name = /^[a-z]+\d*/.exec(src.slice(pos))?.[0]
    if (name === 'pi' || name === 'e') {
      pos += name.length
      return name === 'pi' ? Math.PI : Math.E
    }
    if (name && FUNCS[name]) {
      pos += name.length
      return FUNCS[name](postfix())
    }
    return fail('unexpected input')
  }
  const postfix = (): number => {
    let v = primary()
    while (peek() === '!') {
      pos++
      v = factorial(v)
    }
    return v
  }
  // Unary minus binds looser than `^`: -2^2 = -4, 2^-1 = 0.5.
  const power = (): number => {
    const base = postfix()
    if (peek() !== '^') return base
    pos++
    return Math.pow(base, unary())
  }
  const unary = (): number => {
    if (peek() === '-') {
      pos++
      return -unary()
    }
    if (peek() === '+') {
      pos++
      return unary()
    }
    return power()
  }
  const term = (): number => {
    let v = unary()
    for (;;) {
      const op = peek()
      if (op === '*' || op === '/' || op === '%') {
        pos++
        const r = unary()
        v = op === '*' ? v * r : op === '/' ? v / r : v % r
      } else if (op === '(' || op === '[' || /[a-z]/.test(op)) {
        v *= power()
      } else return v
    }
  }
  const expr = (): number => {
    let v = term()
    while (peek() === '+' || peek() === '-') {
      const op = src[pos++]
      const r = term()
      v = op === '+' ? v + r : v - r
    }
    return v
  }
  if (src === '') fail('empty equation')
  const v = expr()
  if (pos < src.length) fail('unexpected input')
  return v
}

/** PHP's `number_format`. */
export function numberFormat(v: number, dec: number, point = '.', thousands = ','): string {
  const fixed = Math.abs(v).toFixed(dec)
  const [int, frac] = fixed.split('.') as [string, string | undefined]
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, thousands)
  const sign = v < 0 && Number(fixed) !== 0 ? '-' : ''
  return sign + grouped + (frac !== undefined ? point + frac : '')
}
