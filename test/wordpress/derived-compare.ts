// The zoo's judge (issue 26): what the real server learnt from a visitor with the original
// scripts against what it learnt from the same visitor with ours, value by value. Pure: the
// rules and the views come in, the differences go out. The rule tables are in
// derived-rules.ts; their tolerances and reasons are in docs/real-server.md.

/** How two values of one key must agree. */
export type Rule =
  /** The same value, with the same type (the default for a key without a rule). */
  | { readonly kind: 'exact' }
  /**
   * Timestamps (numbers, numeric strings, or a structure of them with the same shape):
   * each read as time after its own visitor's page was ready (`originMs`), in `unit`, and
   * both within `windowMs`. 0 stands for "never" and must be 0 on both sides.
   */
  | { readonly kind: 'time'; readonly unit: 's' | 'ms'; readonly windowMs: number }
  /** Space-separated names, compared as a set (their order not compared). */
  | { readonly kind: 'words' }
  /** Numbers (or numeric strings) within `tolerance` of each other. */
  | { readonly kind: 'count'; readonly tolerance: number }
  /**
   * A list of samples (pointer positions): both lists filled alike, their lengths within
   * `ratio` of the longer (and `slack` samples); the samples themselves are positions.
   */
  | { readonly kind: 'samples'; readonly ratio: number; readonly slack: number }
  /** Objects (or a list of them, of the same length) compared field by field. */
  | { readonly kind: 'record'; readonly fields: Readonly<Record<string, Rule>> }
  /**
   * Ours may fill what the original leaves empty (`reason` says when); otherwise `then`.
   * Never the other way round: a key the original fills is never empty with ours.
   */
  | { readonly kind: 'more'; readonly reason: string; readonly then: Rule }
  /** Not compared; `reason` says why (it is different per visitor by construction). */
  | { readonly kind: 'ignore'; readonly reason: string }

/** A visitor's view as the server kept it, with when its page was ready (epoch ms). */
export interface Side {
  readonly values: Readonly<Record<string, unknown>>
  /** When the page's document was ready (DOMContentLoaded): times count from here. */
  readonly originMs: number
}

/** The verdict on one pair of views. */
export interface Comparison {
  /** The keys compared (the original filled them, or both sides hold a value). */
  readonly compared: string[]
  /** One line per difference: key, both values, and the rule broken. */
  readonly differences: string[]
  /** How many keys the original filled (ignored keys not counted). */
  readonly filled: number
}

/** Empty for the server: absent, null, '', [] or {}. */
export function isEmpty(v: unknown): boolean {
  if (v === null || v === undefined || v === '') return true
  if (Array.isArray(v)) return v.length === 0
  return typeof v === 'object' && Object.keys(v).length === 0
}

const show = (v: unknown) => JSON.stringify(v) ?? 'undefined'

function asNumber(v: unknown): number | undefined {
  if (typeof v === 'number') return v
  if (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v)) return Number(v)
  return undefined
}

/** The numeric leaves of a value by path, and its shape with the leaves blanked. */
function leaves(v: unknown, at = ''): { shape: string; values: [string, number][] } {
  const values: [string, number][] = []
  const walk = (x: unknown, path: string): unknown => {
    const n = asNumber(x)
    if (n !== undefined) return (values.push([path, n]), typeof x)
    if (Array.isArray(x)) return x.map((y, i) => walk(y, `${path}[${i}]`))
    if (x && typeof x === 'object')
      return Object.fromEntries(Object.entries(x).map(([k, y]) => [k, walk(y, `${path}.${k}`)]))
    return x
  }
  return { shape: show(walk(v, at)), values }
}

/** Why `o` and `b` break `rule`, or undefined when they agree. */
function breach(rule: Rule, o: unknown, b: unknown, origins: [number, number]): string | undefined {
  switch (rule.kind) {
    case 'ignore':
      return undefined
    case 'exact':
      return show(o) === show(b) ? undefined : 'not equal'
    case 'more':
      return isEmpty(o) && !isEmpty(b) ? undefined : breach(rule.then, o, b, origins)
    case 'words': {
      const set = (v: unknown) => show(typeof v === 'string' ? v.split(' ').sort() : v)
      return set(o) === set(b) ? undefined : 'other names'
    }
    case 'count': {
      const [x, y] = [asNumber(o), asNumber(b)]
      if (x === undefined || y === undefined) return show(o) === show(b) ? undefined : 'not counts'
      if (typeof o !== typeof b) return 'another type'
      return Math.abs(x - y) <= rule.tolerance ? undefined : `differ by more than ${rule.tolerance}`
    }
    case 'samples': {
      if (!Array.isArray(o) || !Array.isArray(b)) return show(o) === show(b) ? undefined : 'kind'
      const limit = Math.max(o.length, b.length) * rule.ratio + rule.slack
      return Math.abs(o.length - b.length) <= limit
        ? undefined
        : `${o.length} against ${b.length} samples (more than ${rule.ratio * 100} % + ${rule.slack})`
    }
    case 'time': {
      const [lo, lb] = [leaves(o), leaves(b)]
      if (lo.shape !== lb.shape) return 'another shape or type'
      const scale = rule.unit === 's' ? 1000 : 1
      for (let i = 0; i < lo.values.length; i++) {
        const [path, x] = lo.values[i]!
        const y = lb.values[i]![1]
        if (x === 0 || y === 0) {
          if (x !== y) return `${path}: one side never (0)`
          continue
        }
        const gap = Math.abs(x * scale - origins[0] - (y * scale - origins[1]))
        if (gap > rule.windowMs)
          return `${path}: ${Math.round(gap)} ms apart after each page's start (window ${rule.windowMs} ms)`
      }
      return undefined
    }
    case 'record': {
      const os = Array.isArray(o) ? o : [o]
      const bs = Array.isArray(b) ? b : [b]
      if (Array.isArray(o) !== Array.isArray(b) || os.length !== bs.length) return 'another shape'
      for (let i = 0; i < os.length; i++) {
        const [x, y] = [os[i] as Record<string, unknown>, bs[i] as Record<string, unknown>]
        if (!x || !y || typeof x !== 'object' || typeof y !== 'object') return 'not records'
        const names = new Set([...Object.keys(x), ...Object.keys(y)])
        for (const name of names) {
          const why = breach(rule.fields[name] ?? EXACT, x[name], y[name], origins)
          if (why) return `[${i}].${name} ${show(x[name])} / ${show(y[name])}: ${why}`
        }
      }
      return undefined
    }
  }
}

const EXACT: Rule = { kind: 'exact' }

/**
 * Compares two views key by key: every key either side holds goes through its rule
 * (`exact` when `rules` has none); a key the original fills may not be empty on ours; and
 * fewer than `minKeys` keys the original filled (a failed parse, an empty report) is itself
 * a difference.
 */
export function compareViews(
  original: Side,
  bramble: Side,
  rules: Readonly<Record<string, Rule>>,
  minKeys: number,
): Comparison {
  const compared: string[] = []
  const differences: string[] = []
  const origins: [number, number] = [original.originMs, bramble.originMs]
  const keys = [...new Set([...Object.keys(original.values), ...Object.keys(bramble.values)])]
  let filled = 0
  for (const key of keys.sort()) {
    const rule = rules[key] ?? EXACT
    if (rule.kind === 'ignore') continue
    // "0" is a trail's value before its first write: no sample, as `[]`.
    const [o, b] = [original.values[key], bramble.values[key]].map((v) =>
      rule.kind === 'samples' && v === '0' ? [] : v,
    )
    if (!isEmpty(o)) filled++
    if (isEmpty(o) && isEmpty(b) && show(o) === show(b)) continue
    compared.push(key)
    const say = (why: string) =>
      differences.push(`${key}: original ${show(o)}, Bramble ${show(b)} (${why})`)
    if (!isEmpty(o) && isEmpty(b)) say('the original filled it, ours is empty')
    else {
      const why = breach(rule, o, b, origins)
      if (why) say(why)
    }
  }
  if (filled < minKeys)
    differences.push(`only ${filled} keys filled by the original, fewer than ${minKeys}: no view?`)
  return { compared, differences, filled }
}

/** `value` with every occurrence of each of `tokens` replaced by `<run>` (per-visitor ids). */
export function withoutTokens<T>(value: T, tokens: readonly string[]): T {
  let text = JSON.stringify(value)
  for (const t of tokens) if (t) text = text.split(t).join('<run>')
  return JSON.parse(text) as T
}

/**
 * A PHP-serialized flat array of strings, numbers and booleans (an alt-sessions row's
 * value), as an object; null when it is not one.
 */
export function parsePhpArray(text: string): Record<string, unknown> | null {
  const head = /^a:(\d+):\{/.exec(text)
  if (!head) return null
  let at = head[0].length
  const scalar = (): unknown => {
    const m = /^(?:s:(\d+):"|i:(-?\d+);|b:([01]);|d:([^;]+);|N;)/.exec(text.slice(at))
    if (!m) throw new Error('not a flat array')
    at += m[0].length
    if (m[1] === undefined)
      return m[2] ? Number(m[2]) : m[3] ? m[3] === '1' : m[4] ? Number(m[4]) : null
    // The length is in bytes.
    const bytes = Buffer.from(text.slice(at), 'utf8').subarray(0, Number(m[1])).toString('utf8')
    at += bytes.length + 2
    return bytes
  }
  try {
    const out: Record<string, unknown> = {}
    for (let i = 0; i < Number(head[1]); i++) out[String(scalar())] = scalar()
    return text.slice(at) === '}' ? out : null
  } catch {
    return null
  }
}
