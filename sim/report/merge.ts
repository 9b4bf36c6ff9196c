import { populationStats } from './population-stats'
import type { PopulationStats, Report, ScenarioResult } from './schema'

/** Why a set of reports cannot be merged. */
export class MergeConflictError extends Error {
  override name = 'MergeConflictError'
}

/** Counts of a scenario list, as in a report's summary. */
export function summarize(scenarios: readonly ScenarioResult[]): Report['summary'] {
  const skipped = scenarios.filter((r) => r.status === 'skipped').length
  const infraErrors = scenarios.filter((r) => r.status === 'infra-error').length
  return {
    total: scenarios.length,
    passed: scenarios.filter((r) => r.status === 'passed').length,
    failed: scenarios.filter((r) => r.status === 'failed').length,
    errors: scenarios.filter((r) => r.status === 'error').length,
    // Only a run that skipped something says so (reports of mock runs stay as they were).
    ...(skipped > 0 ? { skipped } : {}),
    ...(infraErrors > 0 ? { infraErrors } : {}),
  }
}

/**
 * Combines shard reports into one report of the whole scenario set: scenarios in id order
 * (the order a single run reports them), the earliest start and latest finish, and
 * summary counts recomputed. The same scenario in two reports is a conflict.
 */
export function mergeReports(reports: readonly Report[], runId: string): Report {
  const first = reports[0]
  if (!first) throw new MergeConflictError('no reports to merge')
  const seen = new Map<string, number>()
  const scenarios: ScenarioResult[] = []
  reports.forEach((report, index) => {
    for (const s of report.scenarios) {
      const other = seen.get(s.id)
      if (other !== undefined) {
        throw new MergeConflictError(
          `scenario "${s.id}" is in report ${other + 1} and report ${index + 1}`,
        )
      }
      seen.set(s.id, index)
      scenarios.push(s)
    }
  })
  scenarios.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
  const startedAt = reports.map((r) => r.startedAt).sort()[0]!
  const finishedAt = reports
    .map((r) => r.finishedAt)
    .sort()
    .at(-1)!
  // Fields the simulator adds to the summary (e.g. flaky) are summed; the core counts recomputed.
  const extra: Record<string, number> = {}
  for (const r of reports) {
    for (const [k, v] of Object.entries(r.summary)) {
      if (typeof v === 'number') extra[k] = (extra[k] ?? 0) + v
    }
  }
  const merged: Report = {
    ...first,
    runId,
    startedAt,
    finishedAt,
    durationMs: Math.max(...reports.map((r) => r.durationMs)),
    summary: { ...extra, ...summarize(scenarios) },
    scenarios,
  }
  const population = mergedPopulation(reports, merged)
  return population ? { ...merged, population } : merged
}

const planOf = (p: PopulationStats) =>
  JSON.stringify([p.fixture, p.seedBase, p.threshold, Object.entries(p.mix).sort()])

/**
 * Shards of one population (`bramble population --shard i/n`): the statistics recomputed
 * over every visit, as one run of the whole population reports them. Shards of different
 * populations (fixture, mix, seeds or threshold) are a conflict.
 */
function mergedPopulation(reports: readonly Report[], merged: Report) {
  const stats = reports.map((r) => r.population)
  const first = stats[0]
  if (!first) {
    if (stats.some(Boolean))
      throw new MergeConflictError('report 1 is a run, not a population, and another is one')
    return undefined
  }
  stats.forEach((p, i) => {
    if (!p) throw new MergeConflictError(`report ${i + 1} is a run, not a population`)
    if (planOf(p) !== planOf(first))
      throw new MergeConflictError(
        `report ${i + 1} is a different population (fixture, mix, seeds or threshold) than report 1`,
      )
  })
  const { fixture, mix, seedBase, threshold } = first
  return populationStats(merged, { fixture, mix, seedBase, threshold })
}
