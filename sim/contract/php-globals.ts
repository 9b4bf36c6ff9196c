import {
  arrayOpen,
  callArgs,
  functionBody,
  literal,
  matchBracket,
  parseArray,
  squash,
  stripComments,
  type ArrayEntry,
} from './php-text'
import type { PluginTree } from './types'

/** A source file's text with comments blanked, read once per tree. */
export type Source = (file: string) => string

/** A reader of `tree` that strips comments and remembers each file. */
export function sourceOf(tree: PluginTree): Source {
  const cache = new Map<string, string>()
  return (file) => {
    let text = cache.get(file)
    if (text === undefined) {
      text = tree.files.includes(file) ? stripComments(tree.read(file)) : ''
      cache.set(file, text)
    }
    return text
  }
}

// A translated string's text is the translators' business: its key is the contract.
const TRANSLATED = /^(?:esc_html__|esc_attr__|__|_x|_n|esc_html_x|esc_attr_x)\s*\(/

/** The detail of a key: its expression, squashed, or `text` for a translated string. */
function detailOf(entry: ArrayEntry): string {
  if (entry.children) return ''
  return TRANSLATED.test(entry.value) ? 'text' : squash(entry.value)
}

/** `Global.key` (and `Global.key.sub` for nested literal arrays) → detail. */
export function flattenKeys(prefix: string, entries: readonly ArrayEntry[]): Map<string, string> {
  const out = new Map<string, string>()
  for (const entry of entries) {
    if (entry.key === undefined) continue
    const name = `${prefix}.${entry.key}`
    out.set(name, detailOf(entry))
    const keyed = entry.children?.filter((c) => c.key !== undefined) ?? []
    if (keyed.length > 0) for (const [k, v] of flattenKeys(name, keyed)) out.set(k, v)
  }
  return out
}

/** Where a class is declared: `class Name` in one of `files`. */
function classFile(source: Source, files: readonly string[], name: string): string | undefined {
  const pattern = new RegExp(`\\bclass\\s+${name}\\b`)
  return files.find((f) => f.endsWith('.php') && pattern.test(source(f)))
}

/** What a value expression holds, resolved as far as static reading goes. */
export interface Resolver {
  readonly source: Source
  readonly phpFiles: readonly string[]
  /** The text of the file being read, for properties assigned outside the current method. */
  readonly wholeFile?: string
  /** Config arrays by name (`Ninja_Forms::config('i18nFrontEnd')` → its file). */
  readonly configFile?: (name: string) => string | undefined
}

/**
 * The array entries an expression evaluates to: an array literal (also inside a call such
 * as `apply_filters('…', array(…))`), a variable assigned an array earlier in `context`, a
 * config file, a static method returning an array, or `array_merge` of those.
 */
export function entriesOf(r: Resolver, expr: string, context: string, depth = 0): ArrayEntry[] {
  const e = expr.trim()
  if (depth > 4) return []
  const merge = /^array_merge\s*\(/.exec(e)
  if (merge) {
    const args = callArgs(e, merge[0].length - 1)
    return args.flatMap((a) => entriesOf(r, a, context, depth + 1))
  }
  const config = /^\w+::config\s*\(\s*(['"][^'"]+['"])\s*\)$/.exec(e)
  if (config && r.configFile) {
    const file = r.configFile(literal(config[1]) as string)
    const text = file ? r.source(file) : ''
    const at = text.indexOf('return')
    return at === -1 ? [] : arrayAt(text, at)
  }
  const method = /^\\?([\w\\]+)::(\w+)\s*\(\s*\)$/.exec(e)
  if (method) {
    const cls = (method[1] as string).split('\\').pop() as string
    const file = classFile(r.source, r.phpFiles, cls)
    const body = file ? functionBody(r.source(file), method[2] as string) : undefined
    return body ? bodyEntries(r, body, depth + 1) : []
  }
  const variable = /^\$(\w+)$/.exec(e)
  if (variable) return assignedEntries(r, context, variable[1] as string, depth + 1)
  // A property is assigned anywhere in its class: read the whole file's context.
  const property = /^(?:self::|static::|\$this->)\$?(\w+)$/.exec(e)
  if (property) return assignedEntries(r, r.wholeFile ?? context, property[1] as string, depth + 1)
  const open = arrayOpen(e)
  return open === -1 || !/^(?:array\s*\(|\[|apply_filters\s*\()/.test(e) ? [] : parseArray(e, open)
}

/** The entries of the first array literal at or after `from`. */
function arrayAt(text: string, from: number): ArrayEntry[] {
  const open = arrayOpen(text, from)
  return open === -1 ? [] : parseArray(text, open)
}

/** A function body's array: the variable it returns, or the literal it returns. */
function bodyEntries(r: Resolver, body: string, depth: number): ArrayEntry[] {
  const ret = /\breturn\s+/.exec(body)
  if (!ret) return []
  return entriesOf(r, statement(body, ret.index + ret[0].length), body.slice(0, ret.index), depth)
}

/**
 * The entries of the last `$name = …;` in `context` (added to by `array_merge($name, …)` and
 * `$name['key'] = …` after it).
 */
function assignedEntries(r: Resolver, context: string, name: string, depth: number): ArrayEntry[] {
  const pattern = new RegExp(
    `(?:\\$|->|::\\$)${name}\\s*(?:\\[\\s*(['"][^'"]+['"])\\s*\\]\\s*)?=(?!=|>)`,
    'g',
  )
  const hits = [...context.matchAll(pattern)]
  const out: ArrayEntry[] = []
  for (const hit of hits) {
    const start = (hit.index as number) + hit[0].length
    const rhs = statement(context, start)
    if (hit[1]) {
      const value = rhs.trim()
      const open = /^(array\s*\(|\[)/.test(value) ? arrayOpen(value) : -1
      const children = open === -1 ? undefined : parseArray(value, open)
      out.push(
        children ? { key: literal(hit[1]), value, children } : { key: literal(hit[1]), value },
      )
      continue
    }
    // `$x = array_merge($x, …)` adds to what came before; a fresh literal replaces it.
    const self = new RegExp(`\\$${name}\\b`).test(rhs)
    const entries = self
      ? entriesOf(r, rhs.replace(new RegExp(`\\$${name}\\b\\s*,?`), ''), '', depth)
      : entriesOf(r, rhs, context.slice(0, hit.index), depth)
    if (!self) out.length = 0
    out.push(...entries)
  }
  return out
}

/** The expression from `start` to the `;` that ends its statement. */
function statement(text: string, start: number): string {
  let i = start
  while (i < text.length && text[i] !== ';') {
    const c = text[i] as string
    if (c === '(' || c === '[' || c === '{') {
      const close = matchBracket(text, i)
      if (close === -1) break
      i = close + 1
    } else if (c === "'" || c === '"') {
      const end = literalEnd(text, i)
      i = end
    } else i++
  }
  return text.slice(start, i).trim()
}

function literalEnd(text: string, i: number): number {
  const quote = text[i]
  let j = i + 1
  while (j < text.length && text[j] !== quote) j += text[j] === '\\' ? 2 : 1
  return j + 1
}

/**
 * Every `wp_localize_script( handle, 'Name', data )` in `files`: the global itself
 * (detail: the handle it is attached to) and its keys.
 */
export function localizedGlobals(r: Resolver, files: readonly string[]): Map<string, string> {
  const out = new Map<string, string>()
  for (const file of files) {
    const text = r.source(file)
    for (const m of text.matchAll(/\bwp_localize_script\s*\(/g)) {
      const open = (m.index as number) + m[0].length - 1
      const [handle, name, data] = callArgs(text, open)
      const global = literal(name)
      if (!global || data === undefined) continue
      out.set(global, `handle=${literal(handle) ?? squash(handle ?? '')}`)
      const keys = flattenKeys(
        global,
        entriesOf({ ...r, wholeFile: text }, data, text.slice(0, m.index)),
      )
      for (const [k, v] of keys) out.set(k, v)
    }
  }
  return out
}
