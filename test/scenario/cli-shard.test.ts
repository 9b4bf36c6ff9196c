import { mkdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { reportSchema, type Report } from '../../sim/report/schema'
import { FAILING, PASSING, reportPath, runCli, tempDir, writeScenarios } from '../support/cli'

const tmp = tempDir()
const dir = path.join(tmp, 'scenarios')
mkdirSync(dir)
writeScenarios(dir, {
  'a.yaml': PASSING('A'),
  'b.yaml': FAILING('B'),
  'c.yaml': PASSING('C'),
})

const read = (stdout: string): Report =>
  reportSchema.parse(JSON.parse(readFileSync(reportPath(stdout), 'utf8')))
const outcome = (r: Report) => r.scenarios.map((s) => [s.id, s.status])

describe('bramble run --shard and bramble merge', () => {
  it('splits a run into disjoint shards whose merge equals a single run', async () => {
    const out = path.join(tmp, 'reports')
    const single = await runCli(['run', dir, '--reporter', 'list', '--out', out, '--workers', '1'])
    const shard1 = await runCli(['run', dir, '--shard', '1/2', '--out', out, '--workers', '1'])
    const shard2 = await runCli(['run', dir, '--shard', '2/2', '--out', out, '--workers', '1'])
    expect([single.code, shard1.code, shard2.code]).toEqual([1, 0, 1])
    const [whole, one, two] = [single, shard1, shard2].map((r) => read(r.stdout))
    const ids1 = one!.scenarios.map((s) => s.id)
    const ids2 = two!.scenarios.map((s) => s.id)
    expect(ids1).toHaveLength(2)
    expect(ids2).toHaveLength(1)
    expect(ids1.filter((id) => ids2.includes(id))).toEqual([])

    const merged = await runCli([
      'merge',
      reportPath(shard1.stdout),
      reportPath(shard2.stdout),
      '--out',
      path.join(tmp, 'merged'),
    ])
    expect(merged.code).toBe(1)
    expect(merged.stdout).toContain('2 passed, 1 failed, 0 errors — 3 scenarios from 2 reports')
    const report = read(merged.stdout)
    expect(outcome(report)).toEqual(outcome(whole!))
    expect(report.summary).toEqual(whole!.summary)
    expect(
      readFileSync(path.join(path.dirname(reportPath(merged.stdout)), 'junit.xml'), 'utf8'),
    ).toContain('tests="3" failures="1"')
  })

  it('refuses to merge the same shard twice, and a bad --shard', async () => {
    const out = path.join(tmp, 'again')
    const shard = await runCli(['run', path.join(dir, 'a.yaml'), '--out', out])
    const twice = await runCli(['merge', reportPath(shard.stdout), reportPath(shard.stdout)])
    expect(twice.code).toBe(2)
    expect(twice.stderr).toMatch(/scenario ".*a" is in report 1 and report 2/)
    const bad = await runCli(['run', dir, '--shard', '0/2'])
    expect(bad.code).toBe(2)
    expect(bad.stderr).toContain('Invalid --shard "0/2"')
  })
})
