/**
 * Just enough of PHP's surface syntax to read a plugin's contract statically: comments,
 * string literals, bracket nesting, call arguments and array literals. No evaluation: a key
 * built at run time (`'wp_ajax_' . $hook`) is not seen, which docs/contract.md says.
 */

const OPEN: Record<string, string> = { '(': ')', '[': ']', '{': '}' }
const CLOSE = new Set([')', ']', '}'])

/** The index just past the string literal that starts at `i` (a quote character). */
function skipString(text: string, i: number): number {
  const quote = text[i]
  let j = i + 1
  while (j < text.length && text[j] !== quote) j += text[j] === '\\' ? 2 : 1
  return j + 1
}

/**
 * `text` with PHP comments (`//`, `#`, `/* *\/`) blanked out, strings left as they are, so
 * a commented-out key is not read as a key and offsets stay where they were.
 */
export function stripComments(text: string): string {
  let out = ''
  let i = 0
  while (i < text.length) {
    const c = text[i]
    if (c === "'" || c === '"') {
      const end = skipString(text, i)
      out += text.slice(i, end)
      i = end
    } else if ((c === '/' && text[i + 1] === '/') || (c === '#' && text[i + 1] !== '[')) {
      const end = text.indexOf('\n', i)
      const stop = end === -1 ? text.length : end
      // A `?>` ends a line comment too.
      const close = text.indexOf('?>', i)
      const until = close !== -1 && close < stop ? close : stop
      out += ' '.repeat(until - i)
      i = until
    } else if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2)
      const until = end === -1 ? text.length : end + 2
      out += text.slice(i, until).replace(/[^\n]/g, ' ')
      i = until
    } else {
      out += c
      i++
    }
  }
  return out
}

/** The index of the bracket that closes the one at `open`, or -1. Strings are skipped. */
export function matchBracket(text: string, open: number): number {
  const stack: string[] = []
  let i = open
  while (i < text.length) {
    const c = text[i] as string
    if (c === "'" || c === '"') {
      i = skipString(text, i)
      continue
    }
    if (OPEN[c]) stack.push(OPEN[c])
    else if (CLOSE.has(c)) {
      if (stack.pop() !== c) return -1
      if (stack.length === 0) return i
    }
    i++
  }
  return -1
}

/** Splits `text` at the commas outside brackets and strings; each part trimmed. */
export function splitTopLevel(text: string): string[] {
  const parts: string[] = []
  let depth = 0
  let start = 0
  let i = 0
  while (i < text.length) {
    const c = text[i] as string
    if (c === "'" || c === '"') {
      i = skipString(text, i)
      continue
    }
    if (OPEN[c]) depth++
    else if (CLOSE.has(c)) depth--
    else if (c === ',' && depth === 0) {
      parts.push(text.slice(start, i).trim())
      start = i + 1
    }
    i++
  }
  const last = text.slice(start).trim()
  if (last) parts.push(last)
  return parts
}

/** The arguments of the call whose `(` is at `open`. */
export function callArgs(text: string, open: number): string[] {
  const close = matchBracket(text, open)
  return close === -1 ? [] : splitTopLevel(text.slice(open + 1, close))
}

/** The value of a PHP string literal (`'a'` or `"a"`), or undefined for anything else. */
export function literal(expr: string | undefined): string | undefined {
  const m = /^(['"])((?:\\.|(?!\1).)*)\1$/s.exec((expr ?? '').trim())
  return m ? (m[2] as string).replace(/\\(['"\\])/g, '$1') : undefined
}

/** One entry of an array literal: its key (when a literal), its value and nested entries. */
export interface ArrayEntry {
  readonly key?: string
  readonly value: string
  readonly children?: readonly ArrayEntry[]
}

/** The index of the array literal's opening bracket in `expr`: `array(` or `[`, else -1. */
export function arrayOpen(expr: string, from = 0): number {
  const m = /\barray\s*\(|\[/g
  m.lastIndex = from
  const hit = m.exec(expr)
  return hit ? hit.index + hit[0].length - 1 : -1
}

/** Parses the array literal whose bracket is at `open` (see arrayOpen). */
export function parseArray(text: string, open: number): ArrayEntry[] {
  const close = matchBracket(text, open)
  if (close === -1) return []
  return splitTopLevel(text.slice(open + 1, close)).map((part) => {
    const arrow = topLevelArrow(part)
    const key = arrow === -1 ? undefined : literal(part.slice(0, arrow))
    const value = (arrow === -1 ? part : part.slice(arrow + 2)).trim()
    const nested = /^(array\s*\(|\[)/.test(value) ? parseArray(value, arrayOpen(value)) : undefined
    return nested ? { key, value, children: nested } : { key, value }
  })
}

/** The index of `=>` outside brackets and strings, or -1. */
function topLevelArrow(part: string): number {
  let depth = 0
  let i = 0
  while (i < part.length) {
    const c = part[i] as string
    if (c === "'" || c === '"') {
      i = skipString(part, i)
      continue
    }
    if (OPEN[c]) depth++
    else if (CLOSE.has(c)) depth--
    else if (depth === 0 && c === '=' && part[i + 1] === '>') return i
    i++
  }
  return -1
}

/** The body (between its braces) of `function name(` in `text`, or undefined. */
export function functionBody(text: string, name: string): string | undefined {
  const m = new RegExp(`function\\s+${name}\\s*\\(`).exec(text)
  if (!m) return undefined
  const params = text.indexOf('(', m.index)
  const afterParams = matchBracket(text, params)
  const open = text.indexOf('{', afterParams)
  const close = matchBracket(text, open)
  return open === -1 || close === -1 ? undefined : text.slice(open + 1, close)
}

/** Whitespace collapsed, so a re-indented expression reads as the same one. */
export function squash(expr: string): string {
  return expr.replace(/\s+/g, ' ').trim()
}
