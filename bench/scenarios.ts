/**
 * The scenario library in virtual time: wall time (budget ≤ 60 s on the 2-core machine) and
 * how much faster than the visitor time it simulates (budget ≥ 10×). Also the reference
 * verdict's detection and false-positive rates on fresh populations of seeds.
 */
import { availableParallelism } from 'node:os'
import { glob } from 'tinyglobby'
import type { ActorKind } from '../sim/actors'
import { newRunId, runSuite } from '../sim/driver'
import type { Report } from '../sim/report/schema'
import { loadScenario, parseScenario, type LoadedScenario } from '../sim/scenario/load'
import { rates } from '../sim/verdict'

/** One bench row, as bench/run.ts prints them. */
export interface BenchRow {
  readonly metric: string
  readonly value: string
  readonly budget: string
  readonly ok: boolean
}

/** Runs the whole library once in virtual time and measures it. */
export async function benchScenarioLibrary(): Promise<BenchRow[]> {
  const files = (await glob('scenarios/**/*.{yaml,yml,json}')).filter(
    (f) => !f.endsWith('scenario.schema.json'),
  )
  const scenarios = await Promise.all(files.sort().map((f) => loadScenario(f)))
  const started = performance.now()
  const report = await runSuite({ scenarios, runId: newRunId(), reporters: [] })
  const wall = (performance.now() - started) / 1000
  const visitor = report.scenarios.reduce((a, s) => a + (s.timings?.visitorMs ?? 0), 0) / 1000
  const ratio = visitor / wall
  return [
    {
      metric: `scenario library (${scenarios.length}) wall, ${availableParallelism()} cores`,
      value: `${wall.toFixed(1)} s`,
      budget: '≤ 60 s',
      ok: wall <= 60,
    },
    {
      metric: 'scenario library visitor time / wall',
      value: `${ratio.toFixed(1)}×`,
      budget: '≥ 10×',
      ok: ratio >= 10,
    },
    {
      metric: 'scenario library passed',
      value: `${report.summary.passed}/${report.summary.total}`,
      budget: 'all',
      ok: report.summary.passed === report.summary.total,
    },
  ]
}

const POPULATION_ACTORS: readonly ActorKind[] = [
  'human',
  'instant-fill',
  'constant-typer',
  'paste-bot',
  'headless',
  'stealth',
  'replay',
]

function populationScenario(kind: ActorKind, seed: number): LoadedScenario {
  const text = `name: population ${kind} ${seed}
seed: ${seed}
page: { fixture: comment-form }
actor: { kind: ${kind} }
steps:
  - { action: type, target: '#comment', text: '{{lorem.sentence}}' }
  - { action: type, target: '#author', text: '{{person.fullName}}' }
  - { action: type, target: '#email', text: '{{internet.email}}' }
  - { action: submit, target: '#submit' }
expect:
  - { kind: page-errors, count: 0 }
`
  return {
    file: `population/${kind}-${seed}`,
    id: `population/${kind}-${seed}`,
    scenario: parseScenario(`population/${kind}-${seed}`, text),
  }
}

/**
 * Detection and false-positive rates of the reference verdict on fresh seeds (from 10 000
 * on, never used by the library), `perActor` visitors per actor, in the browser.
 */
export async function benchVerdictRates(perActor = 50): Promise<BenchRow[]> {
  const scenarios = POPULATION_ACTORS.flatMap((kind) =>
    Array.from({ length: perActor }, (_, i) => populationScenario(kind, 10_000 + i)),
  )
  const report: Report = await runSuite({ scenarios, runId: newRunId(), reporters: [] })
  const judged = report.scenarios
    .filter((s) => s.verdict)
    .map((s) => ({
      kind: s.actor?.kind ?? '',
      isBot: s.actor?.kind !== 'human',
      label: s.verdict!.label,
    }))
  const all = rates(judged)
  const rows: BenchRow[] = [
    {
      metric: `verdict detection rate (${all.bots} bots)`,
      value: `${(all.detectionRate * 100).toFixed(0)} %`,
      budget: '—',
      ok: true,
    },
    {
      metric: `verdict false-positive rate (${all.humans} humans)`,
      value: `${(all.falsePositiveRate * 100).toFixed(0)} %`,
      budget: '—',
      ok: true,
    },
  ]
  for (const kind of POPULATION_ACTORS.filter((k) => k !== 'human')) {
    const r = rates(judged.filter((j) => j.kind === kind || j.kind === 'human'))
    rows.push({
      metric: `  detected: ${kind}`,
      value: `${(r.detectionRate * 100).toFixed(0)} %`,
      budget: '—',
      ok: true,
    })
  }
  return rows
}
