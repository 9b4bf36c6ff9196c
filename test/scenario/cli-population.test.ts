import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { reportSchema } from '../../sim/report/schema'
import { reportPath, runCli, tempDir } from '../support/cli'

const out = tempDir('bramble-population-')

describe('bramble population', () => {
  it('runs 12 seeded visitors and reports per-kind rates with intervals, the curve, and gates a bound', async () => {
    const r = await runCli([
      'population',
      '--visitors',
      '12',
      '--mix',
      'human=2,instant-fill=1,human-mimic=1',
      '--out',
      out,
    ])
    expect(r.stderr).not.toContain('error')
    expect(r.code).toBe(0)
    expect(r.stdout).toMatch(/^human +6 +0 +0\.0 % +0\.0 % – 39\.0 % +false pos\.$/m)
    expect(r.stdout).toMatch(/^instant-fill +3 +3 +100\.0 % +43\.9 % – 100\.0 % +detected$/m)
    expect(r.stdout).toMatch(/^human-mimic +3 +3 +100\.0 %/m)
    const file = reportPath(r.stdout)
    const report = reportSchema.parse(JSON.parse(readFileSync(file, 'utf8')))
    expect(report.scenarios).toHaveLength(12)
    expect(report.options?.clock).toBe('virtual')
    const p = report.population!
    expect(p.kinds.map((k) => [k.kind, k.visitors, k.calledBot])).toEqual([
      ['human', 6, 0],
      ['instant-fill', 3, 3],
      ['human-mimic', 3, 3],
    ])
    expect(p.detection).toMatchObject({ rate: 1, bots: 6 })
    expect(p.falsePositive).toMatchObject({ rate: 0, people: 6 })
    expect(p.roc.at(-1)).toEqual({ threshold: 0, detectionRate: 1, falsePositiveRate: 1 })
    expect(p.auc).toBe(1)
    // Same seeds, same visits: the seeds are the population's, one per visitor.
    expect(new Set(report.scenarios.map((s) => s.seed)).size).toBe(12)
    const html = readFileSync(path.join(path.dirname(file), 'report.html'), 'utf8')
    expect(html).toContain('<h2>Population: 12 visitors on comment-form</h2>')
    expect(html).toContain('<svg class="roc"')

    // 6 of 6 bots detected is 61.0–100 %: a lower bound of 0.6 holds, 0.7 does not.
    const gate = path.join(out, 'gate.json')
    writeFileSync(gate, JSON.stringify({ minDetectionRateLowerBound: 0.6 }))
    const held = await runCli(['gate', '--config', gate, file])
    expect(held.code).toBe(0)
    expect(held.stdout).toContain('lower bound 61.0% ≥ 60.0%')
    writeFileSync(gate, JSON.stringify({ minDetectionRateLowerBound: 0.7 }))
    const breached = await runCli(['gate', '--config', gate, file])
    expect(breached.code).toBe(1)
    expect(breached.stdout).toContain('lower bound 61.0% is below the minimum 70.0%')
  }, 240_000)

  it('exits 2 naming an unknown kind in the mix', async () => {
    const r = await runCli(['population', '--visitors', '3', '--mix', 'human=1,robot=1'])
    expect(r.code).toBe(2)
    expect(r.stderr).toContain('unknown visitor kind "robot"')
  })
})
