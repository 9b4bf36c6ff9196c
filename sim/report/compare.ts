import type { PopulationStats, Report, ScenarioResult } from './schema'
import { signalsOf, verdictOf } from './view'

/** One value that differs between run A and run B (undefined: absent on that side). */
export interface Change {
  readonly name: string
  readonly a: unknown
  readonly b: unknown
}

/** How one scenario differs between two runs. */
export interface ScenarioDiff {
  readonly id: string
  readonly name: string
  /** Only in A (`removed`), only in B (`added`), or in both and different. */
  readonly change: 'added' | 'removed' | 'changed'
  readonly status: Change | undefined
  readonly verdict: readonly Change[]
  readonly expectations: readonly Change[]
  readonly outcomes: readonly Change[]
  readonly signals: readonly Change[]
  readonly requests: readonly Change[]
  /** The sides themselves, for a side-by-side view. */
  readonly a?: ScenarioResult
  readonly b?: ScenarioResult
}

/** Two runs compared: every scenario that differs, how many are the same, population rates. */
export interface ReportDiff {
  readonly a: Report
  readonly b: Report
  readonly same: number
  readonly scenarios: readonly ScenarioDiff[]
  /** Population rates that differ (per kind, and overall), as "rate (low–high)" text. */
  readonly population: readonly Change[]
}

/** The mocked site listens on a new loopback port in every run. */
const LOOPBACK = /https?:\/\/(?:127\.0\.0\.1|localhost|\[::1\]):\d+/g
/** An optional `prefix_` then base64 (the runtime sends some payloads so). */
const BASE64 = /^([A-Za-z_]*_)?([A-Za-z0-9+/]{16,}={0,2})$/

/** A string as compared: loopback origins as `<site>`, base64 text decoded first. */
function normalString(text: string): string {
  const m = BASE64.exec(text)
  if (m) {
    const decoded = Buffer.from(m[2]!, 'base64').toString('utf8')
    if (!/[\uFFFD\u0000-\u0008]/.test(decoded) && decoded.replace(LOOPBACK, '') !== decoded)
      return `${m[1] ?? ''}base64:${decoded.replace(LOOPBACK, '<site>')}`
  }
  return text.replace(LOOPBACK, '<site>')
}

const key = (v: unknown) =>
  JSON.stringify(v ?? null, (_, x: unknown) => (typeof x === 'string' ? normalString(x) : x))

function changes(
  a: Readonly<Record<string, unknown>>,
  b: Readonly<Record<string, unknown>>,
): Change[] {
  const names = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort()
  return names.filter((n) => key(a[n]) !== key(b[n])).map((n) => ({ name: n, a: a[n], b: b[n] }))
}

/** An object as dotted paths to its leaves (`popup.open` → false). */
function flatten(v: unknown, prefix = '', out: Record<string, unknown> = {}) {
  if (v !== null && typeof v === 'object' && !Array.isArray(v)) {
    for (const [k, x] of Object.entries(v)) flatten(x, prefix ? `${prefix}.${k}` : k, out)
  } else if (prefix) out[prefix] = v
  return out
}

/**
 * Requests matched by method and path, the n-th such request of A with the n-th of B (their
 * sequence numbers and arrival times are not compared); body fields compared one by one.
 */
function requestChanges(a: ScenarioResult, b: ScenarioResult): Change[] {
  const numbered = (r: ScenarioResult) => {
    const seen = new Map<string, number>()
    return new Map(
      r.captured.requests.map((q) => {
        const k = `${q.method} ${q.path}${q.search ?? ''}`
        const n = (seen.get(k) ?? 0) + 1
        seen.set(k, n)
        return [n > 1 ? `${k} (${n})` : k, q]
      }),
    )
  }
  const qa = numbered(a)
  const qb = numbered(b)
  const out: Change[] = []
  for (const name of [...new Set([...qa.keys(), ...qb.keys()])]) {
    const x = qa.get(name)
    const y = qb.get(name)
    if (!x || !y) {
      out.push({ name, a: x ? 'sent' : undefined, b: y ? 'sent' : undefined })
      continue
    }
    for (const c of changes(flatten(x.body, 'body'), flatten(y.body, 'body')))
      out.push({ ...c, name: `${name} ${c.name}` })
    if ((x.fault ?? '') !== (y.fault ?? ''))
      out.push({ name: `${name} fault`, a: x.fault, b: y.fault })
  }
  return out
}

function verdictChanges(a: ScenarioResult, b: ScenarioResult): Change[] {
  const va = verdictOf(a)
  const vb = verdictOf(b)
  const side = (v: ReturnType<typeof verdictOf>) =>
    v ? { label: v.label, score: v.score, reasons: [...v.reasons].sort() } : {}
  return changes(flatten(side(va), 'verdict'), flatten(side(vb), 'verdict'))
}

function expectationChanges(a: ScenarioResult, b: ScenarioResult): Change[] {
  const of = (r: ScenarioResult) =>
    Object.fromEntries(
      r.expectations.map((x) => [x.description, x.passed ? 'passed' : `failed: got ${x.actual}`]),
    )
  return changes(of(a), of(b))
}

/** How one scenario present in both runs differs (undefined: the same). */
export function diffScenario(a: ScenarioResult, b: ScenarioResult): ScenarioDiff | undefined {
  const d: ScenarioDiff = {
    id: a.id,
    name: b.name,
    change: 'changed',
    status: a.status === b.status ? undefined : { name: 'status', a: a.status, b: b.status },
    verdict: verdictChanges(a, b),
    expectations: expectationChanges(a, b),
    outcomes: changes(
      flatten(a.captured.outcomes, 'outcome'),
      flatten(b.captured.outcomes, 'outcome'),
    ),
    signals: changes(signalsOf(a), signalsOf(b)),
    requests: requestChanges(a, b),
    a,
    b,
  }
  return countOf(d) === 0 ? undefined : d
}

/** How many things differ in one scenario's diff (a scenario only on one side counts 1). */
export function countOf(d: ScenarioDiff): number {
  if (d.change !== 'changed') return 1
  return (
    (d.status ? 1 : 0) +
    d.verdict.length +
    d.expectations.length +
    d.outcomes.length +
    d.signals.length +
    d.requests.length
  )
}

const rate = (i: { rate: number | null; low: number; high: number } | undefined) =>
  i === undefined || i.rate === null
    ? undefined
    : `${(i.rate * 100).toFixed(1)} % (${(i.low * 100).toFixed(1)}–${(i.high * 100).toFixed(1)} %)`

function populationChanges(a?: PopulationStats, b?: PopulationStats): Change[] {
  if (!a && !b) return []
  const of = (p?: PopulationStats): Record<string, unknown> => {
    if (!p) return {}
    const out: Record<string, unknown> = {
      'detection rate': rate(p.detection),
      'false-positive rate': rate(p.falsePositive),
    }
    for (const k of p.kinds)
      out[`${k.kind} ${k.isBot ? 'detected' : 'false pos.'}`] = rate(k.botRate)
    return out
  }
  return changes(of(a), of(b))
}

/**
 * Compares two reports scenario by scenario (matched by id): status, reference verdict,
 * expectations, the visitor's outcomes, the captured signals and the requests (matched by
 * method and path, bodies field by field). Wall times, timelines and screenshots are not
 * compared: they differ between any two runs; nor is the mocked site's loopback origin
 * (`http://127.0.0.1:<port>`, a new port each run, also inside base64 payloads). Population
 * rates are compared when present.
 */
export function compareReports(a: Report, b: Report): ReportDiff {
  const inB = new Map(b.scenarios.map((s) => [s.id, s]))
  const inA = new Map(a.scenarios.map((s) => [s.id, s]))
  const scenarios: ScenarioDiff[] = []
  let same = 0
  const only = (s: ScenarioResult, change: 'added' | 'removed'): ScenarioDiff => ({
    id: s.id,
    name: s.name,
    change,
    status:
      change === 'added'
        ? { name: 'status', a: undefined, b: s.status }
        : { name: 'status', a: s.status, b: undefined },
    verdict: [],
    expectations: [],
    outcomes: [],
    signals: [],
    requests: [],
    ...(change === 'added' ? { b: s } : { a: s }),
  })
  for (const sa of a.scenarios) {
    const sb = inB.get(sa.id)
    if (!sb) {
      scenarios.push(only(sa, 'removed'))
      continue
    }
    const d = diffScenario(sa, sb)
    if (d) scenarios.push(d)
    else same++
  }
  for (const sb of b.scenarios) if (!inA.has(sb.id)) scenarios.push(only(sb, 'added'))
  return { a, b, same, scenarios, population: populationChanges(a.population, b.population) }
}
