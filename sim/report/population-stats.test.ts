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

describe('populationStats against a real site', () => {
  const onSite = (
    kind: string,
    score: number,
    outcome: 'stored' | 'held' | 'refused' | 'none',
  ) => ({
    ...visit(kind, score),
    server: { outcome, via: 'page' as const },
  })
  const site = sampleReport([
    onSite('human', 0, 'held'),
    onSite('human', 0, 'stored'),
    onSite('human', 0.6, 'refused'),
    onSite('raw-http', 1, 'refused'),
    onSite('raw-http', 1, 'refused'),
    onSite('instant-fill', 1, 'held'),
    onSite('instant-fill', 1, 'none'),
  ])
  const stats = populationStats(site, { ...plan, site: 'http://127.0.0.1:8080/' })

  it("gives each kind the server's outcomes and block rate beside the verdict's", () => {
    const byKind = Object.fromEntries(stats.kinds.map((k) => [k.kind, k.server]))
    expect(byKind.human).toMatchObject({ stored: 1, held: 1, refused: 1, disagree: 0 })
    expect(byKind.human?.blockRate.rate).toBeCloseTo(1 / 3)
    expect(byKind['raw-http']).toMatchObject({ refused: 2, disagree: 0, blockRate: { rate: 1 } })
    // The visit that reached no decision is counted apart, not as let in.
    expect(byKind['instant-fill']).toMatchObject({ held: 1, none: 1, disagree: 1 })
    expect(byKind['instant-fill']?.blockRate.rate).toBe(0)
    expect(stats.site).toMatchObject({
      url: 'http://127.0.0.1:8080/',
      bots: { refused: 2, held: 1, none: 1, disagree: 1 },
      people: { refused: 1 },
    })
  })

  it('prints the server table and lists the visits the two judged differently first', () => {
    const lines = populationLines(stats)
    expect(lines).toContain(
      'the real server at http://127.0.0.1:8080/: block = refused or kept as spam, over the visits it decided',
    )
    expect(lines.filter((l) => l.startsWith('instant-fill'))[1]).toMatch(
      /^instant-fill +0 +1 +0 +0 +1 +0\.0 % +0\.0 % – 79\.3 % +100\.0 % +34\.2 % – 100\.0 % +1$/,
    )
    const html = renderHtml({ ...site, population: stats })
    expect(html).toContain('<h3>The real server at http://127.0.0.1:8080/</h3>')
    const first = /<section class="scenario [^"]*" id="([^"]+)"/.exec(html)?.[1]
    expect(first).toMatch(/^population\/instant-fill\//)
    expect(html).toContain('The server: <strong>held</strong>')
  })
})
