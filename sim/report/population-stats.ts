import { VISITOR_TAG } from '../scenario/population-plan'
import type { PopulationStats, Report, ScenarioResult } from './schema'
import { areaUnder, rocPoints } from './stats/roc'
import { wilson, type Interval } from './stats/wilson'

/** The visitor kind a population scenario was tagged with, if any. */
export function visitorKind(r: ScenarioResult): string | undefined {
  return r.tags.find((t) => t.startsWith(VISITOR_TAG))?.slice(VISITOR_TAG.length)
}

const isBot = (r: ScenarioResult) => r.actor?.isBot ?? r.actor?.kind !== 'human'
const judged = (r: ScenarioResult) =>
  r.status !== 'error' && r.status !== 'infra-error' && r.verdict !== undefined
const calledBot = (r: ScenarioResult, threshold: number) => (r.verdict?.score ?? 0) >= threshold

const json = (i: Interval) => ({
  rate: Number.isNaN(i.rate) ? null : i.rate,
  low: i.low,
  high: i.high,
})

/** What a population was asked for (the command's options). */
export interface PopulationPlanInfo {
  readonly fixture: string
  readonly mix: Readonly<Record<string, number>>
  readonly seedBase: number
  /** The reference verdict's bot threshold. */
  readonly threshold: number
}

/**
 * A population's statistics from its report: per visitor kind (in first-seen order) how
 * often the reference verdict called it bot, with a 95 % Wilson interval; the overall
 * detection and false-positive rates; and the score's curve over thresholds. Visits that
 * errored have no verdict and are counted apart, never as a miss.
 */
export function populationStats(report: Report, plan: PopulationPlanInfo): PopulationStats {
  const visits = report.scenarios.filter((r) => visitorKind(r) !== undefined)
  const groups = new Map<string, ScenarioResult[]>()
  for (const r of visits) groups.set(visitorKind(r)!, [...(groups.get(visitorKind(r)!) ?? []), r])
  const kinds = [...groups].map(([kind, members]) => {
    const ok = members.filter(judged)
    const hits = ok.filter((r) => calledBot(r, plan.threshold)).length
    return {
      kind,
      isBot: isBot(members[0]!),
      visitors: members.length,
      errors: members.length - ok.length,
      calledBot: hits,
      botRate: json(wilson(hits, ok.length)),
    }
  })
  const ok = visits.filter(judged)
  const bots = ok.filter(isBot)
  const people = ok.filter((r) => !isBot(r))
  const roc = rocPoints(ok.map((r) => ({ isBot: isBot(r), score: r.verdict!.score })))
  return {
    ...plan,
    visitors: visits.length,
    kinds,
    detection: {
      ...json(wilson(bots.filter((r) => calledBot(r, plan.threshold)).length, bots.length)),
      bots: bots.length,
    },
    falsePositive: {
      ...json(wilson(people.filter((r) => calledBot(r, plan.threshold)).length, people.length)),
      people: people.length,
    },
    roc: roc.map((p) => ({ ...p, threshold: Number.isFinite(p.threshold) ? p.threshold : null })),
    auc: roc.length > 0 ? areaUnder(roc) : null,
  }
}

const pct = (x: number | null) => (x === null ? '—' : `${(x * 100).toFixed(1)} %`)

/** The population's table as plain text lines, for the terminal. */
export function populationLines(p: PopulationStats): string[] {
  const width = Math.max(12, ...p.kinds.map((k) => k.kind.length))
  const lines = [
    `${p.visitors} visitors on ${p.fixture} (seeds from ${p.seedBase}); bot = score ≥ ${p.threshold}`,
    `${'kind'.padEnd(width)}  visitors  called bot  rate      95 % interval`,
  ]
  for (const k of p.kinds) {
    const what = k.isBot ? 'detected' : 'false pos.'
    lines.push(
      `${k.kind.padEnd(width)}  ${String(k.visitors).padStart(8)}  ${String(k.calledBot).padStart(10)}  ${pct(k.botRate.rate).padStart(8)}  ${pct(k.botRate.low)} – ${pct(k.botRate.high)}  ${what}${k.errors > 0 ? ` (${k.errors} errors, not counted)` : ''}`,
    )
  }
  lines.push(
    `detection rate        ${pct(p.detection.rate)} (95 % ${pct(p.detection.low)} – ${pct(p.detection.high)}) over ${p.detection.bots} bots`,
    `false-positive rate   ${pct(p.falsePositive.rate)} (95 % ${pct(p.falsePositive.low)} – ${pct(p.falsePositive.high)}) over ${p.falsePositive.people} people`,
    `score curve (threshold: detection / false positives): ${p.roc
      .filter((r) => r.threshold !== null)
      .map((r) => `${r.threshold}: ${pct(r.detectionRate)} / ${pct(r.falsePositiveRate)}`)
      .join(', ')}${p.auc === null ? '' : `; area ${p.auc.toFixed(3)}`}`,
  )
  return lines
}
