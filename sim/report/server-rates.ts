import type { ScenarioResult, ServerOutcome, ServerRates } from './schema'
import { wilson } from './stats/wilson'

/** Outcomes where the server kept the visitor out. */
const BLOCKED: ReadonlySet<ServerOutcome['outcome']> = new Set(['refused', 'spam'])

/** Whether the server blocked the visit; undefined when it decided nothing we could read. */
export function serverBlocked(r: ScenarioResult): boolean | undefined {
  const o = r.server?.outcome
  if (o === undefined || o === 'none' || o === 'unknown') return undefined
  return BLOCKED.has(o)
}

/**
 * Whether the real server and the reference verdict judged a visit differently: the server
 * blocked it and the verdict called it a person, or the other way round. Undefined when
 * either has nothing to say (no verdict, no readable decision).
 */
export function disagrees(r: ScenarioResult, threshold: number): boolean | undefined {
  const blocked = serverBlocked(r)
  if (blocked === undefined || r.verdict === undefined) return undefined
  return blocked !== r.verdict.score >= threshold
}

/**
 * What the server did with `visits`: counts per outcome, the block rate over the visits it
 * decided with its 95 % Wilson interval, and the disagreements with the verdict.
 */
export function serverRates(visits: readonly ScenarioResult[], threshold: number): ServerRates {
  const count = (o: ServerOutcome['outcome']) =>
    visits.filter((r) => r.server?.outcome === o).length
  const decided = visits.filter((r) => serverBlocked(r) !== undefined)
  const blocked = decided.filter((r) => serverBlocked(r)).length
  const i = wilson(blocked, decided.length)
  return {
    stored: count('stored'),
    held: count('held'),
    spam: count('spam'),
    refused: count('refused'),
    none: count('none'),
    unknown: count('unknown'),
    blockRate: { rate: Number.isNaN(i.rate) ? null : i.rate, low: i.low, high: i.high },
    disagree: visits.filter((r) => disagrees(r, threshold) === true).length,
  }
}
