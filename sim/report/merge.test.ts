import { describe, expect, it } from 'vitest'
import { MergeConflictError, mergeReports } from './merge'
import { sampleReport, sampleScenario } from './sample'

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
})
