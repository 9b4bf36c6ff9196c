/**
 * The scenario library in virtual time: wall time (budget ≤ 60 s on the 2-core machine) and
 * how much faster than the visitor time it simulates (budget ≥ 10×). Also the reference
 * verdict's detection and false-positive rates on fresh populations of seeds, per kind of
 * visitor.
 */
import { availableParallelism } from 'node:os'
import { glob } from 'tinyglobby'
import { newRunId, runSuite, type Report } from '../sim/driver'
import { loadScenario, populationScenarios } from '../sim/scenario'
import { rates, ratesByGroup, repeatedTrails, type VerdictSignals } from '../sim/verdict'
import type { BenchRow } from './lib/bench-row'

/** Runs the whole library once in virtual time and measures it. */
export async function benchScenarioLibrary(): Promise<BenchRow[]> {
  const files = (await glob('scenarios/**/*.{yaml,yml,json}')).filter(
    (f) => !f.endsWith('.schema.json'),
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

/** Visitors per member of the verdict population (`BRAMBLE_POPULATION` overrides, for a quick look). */
const PER_MEMBER = Number(process.env.BRAMBLE_POPULATION ?? 50)
/**
 * In virtual time a visit mostly waits on DevTools round trips, not on the CPU, so the
 * population runs two visits per core (`BRAMBLE_WORKERS` overrides).
 */
const POPULATION_WORKERS = Number(process.env.BRAMBLE_WORKERS ?? availableParallelism() * 2)

const pct = (x: number) => `${(x * 100).toFixed(0)} %`

/**
 * Detection and false-positive rates of the reference verdict on fresh populations: every
 * member of POPULATION (three kinds of people, every bot) with PER_MEMBER seeds from 10 000
 * on, which the library never uses, in virtual time. One row per member, then the totals.
 */
export async function benchVerdictRates(perMember = PER_MEMBER): Promise<BenchRow[]> {
  const population = populationScenarios(perMember)
  const group = new Map(population.map((p) => [p.loaded.id, p.member]))
  const started = performance.now()
  const report: Report = await runSuite({
    scenarios: population.map((p) => p.loaded),
    runId: newRunId(),
    reporters: [],
    workers: POPULATION_WORKERS,
  })
  const wall = (performance.now() - started) / 1000
  const broken = report.scenarios.filter((s) => !s.verdict || s.status === 'error')
  for (const s of broken.slice(0, 5)) console.error(`bench: ${s.id}: ${s.error ?? 'no verdict'}`)
  const judged = report.scenarios
    .filter((s) => s.verdict && s.status !== 'error')
    .map((s) => ({
      group: group.get(s.id)!.name,
      isBot: group.get(s.id)!.isBot,
      label: s.verdict!.label,
    }))
  const all = rates(judged)
  const rows: BenchRow[] = [
    {
      metric: `verdict population: ${report.scenarios.length} visits, ${POPULATION_WORKERS} workers, ${availableParallelism()} cores`,
      value: `${wall.toFixed(1)} s`,
      budget: '—',
      ok: true,
    },
    {
      metric: 'verdict population visits without a verdict',
      value: String(broken.length),
      budget: '0',
      ok: broken.length === 0,
    },
  ]
  for (const g of ratesByGroup(judged))
    rows.push({
      metric: `  ${g.isBot ? 'detected' : 'false positives'}: ${g.group} (${g.visitors})`,
      value: pct(g.botRate),
      budget: '—',
      ok: true,
    })
  // Across visits (not the one-visit verdict): visits whose trail repeats another's exactly.
  const kept = report.scenarios.filter((s) => s.verdict?.input && s.status !== 'error')
  const repeated = repeatedTrails(kept.map((s) => s.verdict!.input as unknown as VerdictSignals))
  const byGroup = new Map<string, { n: number; repeated: number }>()
  kept.forEach((s, i) => {
    const g = byGroup.get(group.get(s.id)!.name) ?? { n: 0, repeated: 0 }
    byGroup.set(group.get(s.id)!.name, { n: g.n + 1, repeated: g.repeated + (repeated[i] ? 1 : 0) })
  })
  for (const [name, g] of byGroup)
    if (g.repeated > 0 || name === 'replay')
      rows.push({
        metric: `  across visits, trail repeats another visit's: ${name}`,
        value: pct(g.repeated / g.n),
        budget: '—',
        ok: true,
      })
  rows.push(
    {
      metric: `verdict detection rate (${all.bots} bots)`,
      value: pct(all.detectionRate),
      budget: '—',
      ok: true,
    },
    {
      metric: `verdict false-positive rate (${all.humans} humans)`,
      value: pct(all.falsePositiveRate),
      budget: '—',
      ok: true,
    },
  )
  return rows
}
