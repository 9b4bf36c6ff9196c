import type { ScenarioResult } from './schema'

/**
 * Defensive readers over a scenario result. The report format grows as the simulator does
 * (actor, ground truth, signals, verdict, endpoint, repeats); every reader here accepts a
 * result without the field and returns `undefined`, so reporters render "—" instead of failing.
 */

type Loose = Record<string, unknown>

const isObject = (v: unknown): v is Loose =>
  typeof v === 'object' && v !== null && !Array.isArray(v)
const field = (v: unknown, key: string): unknown => (isObject(v) ? v[key] : undefined)
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined)
const num = (v: unknown): number | undefined =>
  typeof v === 'number' && Number.isFinite(v) ? v : undefined

function reasonText(x: unknown): string | undefined {
  const text = str(field(x, 'reason')) ?? str(field(x, 'text'))
  if (text === undefined) return undefined
  const rule = str(field(x, 'rule'))
  const score = num(field(x, 'score'))
  const tag = [rule, score === undefined ? undefined : `${score >= 0 ? '+' : ''}${score}`]
  return tag.some((t) => t !== undefined) ? `${text} [${tag.filter(Boolean).join(' ')}]` : text
}

/** A reference verdict as reporters show it. */
export interface VerdictView {
  readonly label: string
  readonly score?: number
  readonly reasons: readonly string[]
}

/** A point of a pointer trail, page coordinates, `t` in ms when known. */
export interface TrailPoint {
  readonly x: number
  readonly y: number
  readonly t?: number
}

/** The actor that played a scenario, e.g. `human` or `instant-fill`. */
export function actorOf(r: ScenarioResult): string | undefined {
  const a = (r as Loose).actor
  return str(a) ?? str(field(a, 'kind')) ?? str(field(a, 'name'))
}

/** Human or bot, by the ground truth or the actor kind; undefined for scripted scenarios. */
export function actorClassOf(r: ScenarioResult): 'human' | 'bot' | undefined {
  const truth = (r as Loose).groundTruth
  const isBot = field(truth, 'isBot') ?? field((r as Loose).actor, 'isBot')
  if (typeof isBot === 'boolean') return isBot ? 'bot' : 'human'
  const cls = str(field(truth, 'class')) ?? str(field((r as Loose).actor, 'class'))
  if (cls === 'human' || cls === 'bot') return cls
  const actor = actorOf(r)
  if (actor === undefined || actor === 'scripted') return undefined
  return actor.startsWith('human') ? 'human' : 'bot'
}

/** The reference verdict, if the run produced one. */
export function verdictOf(r: ScenarioResult): VerdictView | undefined {
  const v = (r as Loose).verdict
  const label =
    str(v) ?? str(field(v, 'label')) ?? str(field(v, 'verdict')) ?? str(field(v, 'decision'))
  if (label === undefined) return undefined
  const rawReasons = field(v, 'reasons')
  const reasons = Array.isArray(rawReasons)
    ? rawReasons.map((x) => str(x) ?? reasonText(x)).filter((x): x is string => x !== undefined)
    : []
  return { label, score: num(field(v, 'score')), reasons }
}

/** The captured signals as name → value (a `{ state: 'ok', value }` read is unwrapped). */
export function signalsOf(r: ScenarioResult): Readonly<Record<string, unknown>> {
  const raw = field(r.captured, 'signals') ?? (r as Loose).signals
  if (!isObject(raw)) return {}
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(raw)) {
    out[k] = field(v, 'state') === 'ok' ? field(v, 'value') : v
  }
  return out
}

/** The ground-truth record of what the actor did, as name → value (events excluded). */
export function groundTruthOf(r: ScenarioResult): Readonly<Record<string, unknown>> {
  const raw = (r as Loose).groundTruth
  if (!isObject(raw)) return {}
  const summary = field(raw, 'summary')
  const source = isObject(summary) ? summary : raw
  return Object.fromEntries(Object.entries(source).filter(([k]) => k !== 'events'))
}

function eventsOf(r: ScenarioResult): Loose[] {
  const events = field((r as Loose).groundTruth, 'events')
  return Array.isArray(events) ? events.filter(isObject) : []
}

function toPoint(v: unknown): TrailPoint | undefined {
  if (Array.isArray(v)) {
    const [x, y, t] = v
    return num(x) !== undefined && num(y) !== undefined
      ? { x: x as number, y: y as number, t: num(t) }
      : undefined
  }
  const x = num(field(v, 'x'))
  const y = num(field(v, 'y'))
  return x !== undefined && y !== undefined
    ? { x, y, t: num(field(v, 't') ?? field(v, 'time')) }
    : undefined
}

/** The pointer trail: the ground truth's moves, else a captured trail signal. */
export function pointerTrailOf(r: ScenarioResult): TrailPoint[] {
  const moves = eventsOf(r)
    .filter((e) => /move/i.test(str(e.type) ?? str(e.kind) ?? ''))
    .map(toPoint)
    .filter((p): p is TrailPoint => p !== undefined)
  if (moves.length > 0) return moves
  const signals = signalsOf(r)
  const trail = signals.pointerTrail ?? signals.mouseTrail ?? signals.pointer
  return Array.isArray(trail)
    ? trail.map(toPoint).filter((p): p is TrailPoint => p !== undefined)
    : []
}

/** Intervals between key presses, in ms: ground truth key downs, else a captured list. */
export function keyIntervalsOf(r: ScenarioResult): number[] {
  const times = eventsOf(r)
    .filter((e) => /^key(down|press)?$/i.test(str(e.type) ?? str(e.kind) ?? ''))
    .map((e) => num(e.t) ?? num(e.time))
    .filter((t): t is number => t !== undefined)
  if (times.length > 1) return times.slice(1).map((t, i) => t - times[i]!)
  const signals = signalsOf(r)
  const list = signals.keyIntervals ?? signals.typingIntervals
  return Array.isArray(list) ? list.filter((x): x is number => num(x) !== undefined) : []
}

/** The page's layout box (the viewport the trail is drawn over), if recorded. */
export function layoutOf(r: ScenarioResult): { width: number; height: number } | undefined {
  const loose = r as Loose
  for (const box of [
    loose.layout,
    field(loose.page, 'layout'),
    field(r.captured, 'layout'),
    loose.viewport,
  ]) {
    const width = num(field(box, 'width'))
    const height = num(field(box, 'height'))
    if (width && height) return { width, height }
  }
  return undefined
}

/** The remote DevTools endpoint (or local browser) that ran the scenario. */
export function endpointOf(r: ScenarioResult): string | undefined {
  const loose = r as Loose
  return (
    str(loose.browserEndpoint) ??
    str(loose.endpoint) ??
    str(loose.browserWs) ??
    str(field(loose.browser, 'endpoint')) ??
    str(field(loose.browser, 'wsEndpoint'))
  )
}

/** The remote endpoint that ran the scenario; undefined for a locally launched browser. */
export function remoteEndpointOf(r: ScenarioResult): string | undefined {
  const endpoint = endpointOf(r)
  return endpoint === 'local' ? undefined : endpoint
}

/** True when repeated runs of the scenario had differing outcomes. */
export function isFlaky(r: ScenarioResult): boolean {
  const loose = r as Loose
  if (typeof loose.flaky === 'boolean') return loose.flaky
  const runs = loose.runs ?? loose.repeats ?? loose.attempts
  if (!Array.isArray(runs)) return false
  const outcomes = new Set(runs.map((x) => str(field(x, 'status')) ?? JSON.stringify(x)))
  return outcomes.size > 1
}

/** Names of request body fields the runtime added (recorded, else by the plugin's prefixes). */
export function addedFieldsOf(request: { readonly body: unknown } & object): ReadonlySet<string> {
  const recorded = field(request, 'addedFields') ?? field(request, 'added')
  if (Array.isArray(recorded))
    return new Set(recorded.filter((x): x is string => typeof x === 'string'))
  const body = request.body
  if (!isObject(body)) return new Set()
  return new Set(Object.keys(body).filter((k) => /^(ct_|apbct|ct-|ctl_|_ct_|event_token)/i.test(k)))
}
