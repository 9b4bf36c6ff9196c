import { describe, expect, it } from 'vitest'
import { renderHtml } from './html-reporter'
import { populationLines, populationStats } from './population-stats'
import { sampleReport, sampleScenario } from './sample'

let n = 0
const visit = (kind: string, score: number, status: 'passed' | 'error' = 'passed') =>
  sampleScenario({
    id: `population/${kind}/${n++}`,
    tags: ['population', `visitor:${kind}`],
    status,
    actor: { kind, isBot: kind !== 'human' },
    ...(status === 'error'
      ? {}
      : { verdict: { label: score >= 0.5 ? 'bot' : 'human', score, reasons: [] } }),
  })

const report = sampleReport([
  ...[0, 0, 0, 0.2, 0.5, 0].map((s) => visit('human', s)),
  ...[1, 1, 0.5, 0.2].map((s) => visit('stealth', s)),
  visit('stealth', 0, 'error'),
  sampleScenario({ id: 'scenarios/smoke' }),
])
const plan = { fixture: 'comment-form', mix: { human: 6, stealth: 5 }, seedBase: 1, threshold: 0.5 }

describe('populationStats', () => {
  const stats = populationStats(report, plan)

  it('gives each kind its rate and Wilson interval; errors are counted apart', () => {
    expect(stats.visitors).toBe(11)
    expect(stats.kinds.map((k) => [k.kind, k.isBot, k.visitors, k.errors, k.calledBot])).toEqual([
      ['human', false, 6, 0, 1],
      ['stealth', true, 5, 1, 3],
    ])
    expect(stats.kinds[1]!.botRate.rate).toBe(0.75)
    expect(stats.kinds[1]!.botRate.low).toBeCloseTo(0.3006, 3)
    expect(stats.detection).toMatchObject({ rate: 0.75, bots: 4 })
    expect(stats.falsePositive).toMatchObject({ rate: 1 / 6, people: 6 })
  })

  it('draws the score curve over every threshold, JSON-safe', () => {
    expect(stats.roc).toEqual([
      { threshold: null, detectionRate: 0, falsePositiveRate: 0 },
      { threshold: 1, detectionRate: 0.5, falsePositiveRate: 0 },
      { threshold: 0.5, detectionRate: 0.75, falsePositiveRate: 1 / 6 },
      { threshold: 0.2, detectionRate: 1, falsePositiveRate: 2 / 6 },
      { threshold: 0, detectionRate: 1, falsePositiveRate: 1 },
    ])
    expect(JSON.parse(JSON.stringify(stats))).toEqual(stats)
  })

  it('prints a line per kind with its interval, and the totals', () => {
    const lines = populationLines(stats)
    expect(lines[0]).toBe('11 visitors on comment-form (seeds from 1); bot = score ≥ 0.5')
    expect(lines.find((l) => l.startsWith('stealth'))).toMatch(
      /stealth +5 +3 +75.0 % +30.1 % – 95.4 % +detected \(1 errors, not counted\)/,
    )
    expect(lines.find((l) => l.startsWith('false-positive rate'))).toContain('over 6 people')
  })

  it('shows the table and the curve as inline SVG in the HTML report', () => {
    const html = renderHtml({ ...report, population: stats })
    expect(html).toContain('<h2>Population: 11 visitors on comment-form</h2>')
    expect(html).toMatch(/<svg class="roc"[^>]*aria-label="Score curve: detection against/)
    expect(html).toContain('<td>stealth</td><td>bot</td><td>5</td><td>3</td><td>75.0 %</td>')
    expect(renderHtml(report)).not.toContain('class="roc"')
  })
})
