import { countOf, type Change, type ReportDiff, type ScenarioDiff } from './compare'

const MAX = 100

/** A value in one line, cut to 100 characters; an absent value is `—`. */
export function shown(v: unknown): string {
  if (v === undefined) return '—'
  const text = typeof v === 'string' ? v : JSON.stringify(v)
  return text.length > MAX ? `${text.slice(0, MAX - 1)}…` : text
}

const line = (what: string, c: Change) =>
  `    ${what ? `${what} ` : ''}${c.name}: ${shown(c.a)} → ${shown(c.b)}`

function scenarioLines(d: ScenarioDiff): string[] {
  if (d.change === 'removed') return [`- ${d.id} (only in A, ${shown(d.status?.a)})`]
  if (d.change === 'added') return [`+ ${d.id} (only in B, ${shown(d.status?.b)})`]
  return [
    `~ ${d.id}${d.status ? `: ${d.status.a} → ${d.status.b}` : ''}`,
    ...d.verdict.map((c) => line('', c)),
    ...d.expectations.map((c) => line('expectation', c)),
    ...d.outcomes.map((c) => line('', c)),
    ...d.signals.map((c) => line('signal', c)),
    ...d.requests.map((c) => line('request', c)),
  ]
}

/** The comparison as terminal lines: the two runs, each differing scenario, the totals. */
export function compareLines(diff: ReportDiff, names: { a: string; b: string }): string[] {
  const total = diff.scenarios.reduce((n, d) => n + countOf(d), 0)
  return [
    `A ${names.a} (${diff.a.runId}, ${diff.a.scenarios.length} scenarios)`,
    `B ${names.b} (${diff.b.runId}, ${diff.b.scenarios.length} scenarios)`,
    ...diff.scenarios.flatMap(scenarioLines),
    ...(diff.population.length > 0
      ? ['population', ...diff.population.map((c) => line('', c))]
      : []),
    total + diff.population.length === 0
      ? `same: ${diff.same} scenarios, no difference in status, verdict, expectations, outcomes, signals or requests`
      : `${total + diff.population.length} differences in ${diff.scenarios.length} scenarios${diff.population.length > 0 ? ' and the population' : ''}; ${diff.same} scenarios the same`,
  ]
}
