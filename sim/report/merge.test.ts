import { describe, expect, it } from 'vitest'
import { MergeConflictError, mergeReports } from './merge'
import { populationStats } from './population-stats'
import { sampleReport, sampleScenario } from './sample'
import type { Report, ScenarioResult } from './schema'

const visit = (i: number, kind: string, score: number): ScenarioResult =>
  sampleScenario({
    id: `population/${kind}/${String(i).padStart(5, '0')}`,
    tags: ['population', `visitor:${kind}`],
    actor: { kind, isBot: kind !== 'human' },
    verdict: { label: score >= 0.5 ? 'bot' : 'human', score, reasons: [] },
  })

const PLAN = {
  fixture: 'comment-form',
  mix: { human: 1, 'paste-bot': 1 },
  seedBase: 10_000,
  threshold: 0.5,
}

/** A population report over some visits, its statistics computed over them only. */
function population(visits: ScenarioResult[], plan = PLAN): Report {
  const report = sampleReport(visits)
  return { ...report, population: populationStats(report, plan) }
}

describe('mergeReports', () => {
  it('combines shards into one report in id order with recomputed counts', () => {
    const a = sampleReport([sampleScenario({ id: 'c' }), sampleScenario({ id: 'a' })], 'shard-1')
    const b = sampleReport([sampleScenario({ id: 'b', status: 'failed' })], 'shard-2')
    b.startedAt = '2025-12-31T23:59:00.000Z'
    b.finishedAt = '2026-01-01T00:01:00.000Z'
    const merged = mergeReports([a, b], 'merged')
    expect(merged.scenarios.map((s) => s.id)).toEqual(['a', 'b', 'c'])
    expect(merged.summary).toEqual({ total: 3, passed: 2, failed: 1, errors: 0 })
    expect(merged.startedAt).toBe('2025-12-31T23:59:00.000Z')
    expect(merged.finishedAt).toBe('2026-01-01T00:01:00.000Z')
    expect(merged.runId).toBe('merged')
  })

  it('refuses a scenario present in two reports', () => {
    const a = sampleReport([sampleScenario({ id: 'a' })])
    expect(() => mergeReports([a, a], 'm')).toThrow(MergeConflictError)
    expect(() => mergeReports([a, a], 'm')).toThrow('scenario "a" is in report 1 and report 2')
  })

  it('merges shards of a population into the statistics of the whole population', () => {
    const visits = [
      visit(0, 'human', 0),
      visit(1, 'paste-bot', 1),
      visit(2, 'human', 0.6),
      visit(3, 'paste-bot', 0),
      visit(4, 'human', 0),
      visit(5, 'paste-bot', 1),
    ]
    const whole = population(visits)
    const merged = mergeReports(
      [
        population(visits.filter((_, i) => i % 2 === 0)),
        population(visits.filter((_, i) => i % 2 === 1)),
      ],
      'merged',
    )
    expect(merged.population).toEqual(whole.population)
    expect(merged.population!.visitors).toBe(6)
    expect(merged.population!.kinds.map((k) => [k.kind, k.visitors, k.calledBot])).toEqual([
      ['human', 3, 1],
      ['paste-bot', 3, 2],
    ])
  })

  it('refuses to merge shards of different populations, or a population with a run', () => {
    const a = population([visit(0, 'human', 0)])
    const b = population([visit(1, 'paste-bot', 1)], { ...PLAN, seedBase: 1 })
    expect(() => mergeReports([a, b], 'm')).toThrow('report 2 is a different population')
    const run = sampleReport([sampleScenario({ id: 'x' })])
    expect(() => mergeReports([a, run], 'm')).toThrow('report 2 is a run, not a population')
  })
})
