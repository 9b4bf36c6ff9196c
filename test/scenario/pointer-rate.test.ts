import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { reportSchema } from '../../sim/report/schema'
import { reportPath, runCli } from '../support/cli'

const tmp = mkdtempSync(path.join(tmpdir(), 'bramble-rate-'))
const SCENARIO = 'scenarios/actors/human-pointer-native.yaml'

async function run(name: string, ...flags: string[]) {
  const r = await runCli([
    'run',
    SCENARIO,
    '--reporter',
    'list',
    '--out',
    path.join(tmp, name),
    ...flags,
  ])
  const report = reportSchema.parse(JSON.parse(readFileSync(reportPath(r.stdout), 'utf8')))
  const s = report.scenarios[0]!
  const moves = s.groundTruth!.events.filter((e) => e.type === 'move') as { t: number }[]
  const gaps = moves.slice(1).map((m, i) => m.t - moves[i]!.t)
  const median = [...gaps].sort((a, b) => a - b)[Math.floor(gaps.length / 2)]!
  return { code: r.code, s, moves, median }
}

describe('pointer delivery rate', () => {
  it('virtual time delivers about one move per 50 ms of visitor time, each one reaching the page', async () => {
    const { code, s, moves, median } = await run('virtual')
    expect(code).toBe(0)
    expect(median).toBeGreaterThanOrEqual(50)
    expect(median).toBeLessThan(70)
    // What the page received: one mousemove per ground-truth move, none coalesced or added.
    expect(s.verdict?.input?.pointerMoves).toBe(moves.length)
    // And the runtime's stored samples sit on those moves (the scenario's fidelity check).
    expect(s.expectations.find((e) => e.description === 'fidelity pointer-samples')?.passed).toBe(
      true,
    )
  })

  it('--realtime delivers the same rate', async () => {
    // Only the rate: whether a realtime run keeps up with its plan depends on the machine.
    const { median } = await run('realtime', '--realtime')
    expect(median).toBeGreaterThanOrEqual(50)
    expect(median).toBeLessThan(70)
  })
})
