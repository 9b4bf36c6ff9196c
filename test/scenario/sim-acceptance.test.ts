import { execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { reportSchema } from '../../sim/report/schema'
import { ROOT, runCli } from '../support/cli'

const tmp = mkdtempSync(path.join(tmpdir(), 'bramble-sim-'))

function report(stdout: string) {
  const line = stdout.split('\n').find((l) => l.startsWith('report: '))!
  return reportSchema.parse(JSON.parse(readFileSync(line.slice(8), 'utf8')))
}

/** Chromium processes that descend from `pid` (by /proc parent links). */
function chromiumUnder(pid: number): number[] {
  const out = execFileSync('ps', ['-eo', 'pid=,ppid=,comm='], { encoding: 'utf8' })
  const rows = out
    .trim()
    .split('\n')
    .map((l) => l.trim().split(/\s+/))
    .map(([p, pp, comm]) => ({ pid: Number(p), ppid: Number(pp), comm: comm ?? '' }))
  const family = new Set([pid])
  for (let grew = true; grew;) {
    grew = false
    for (const r of rows)
      if (family.has(r.ppid) && !family.has(r.pid)) {
        family.add(r.pid)
        grew = true
      }
  }
  return rows.filter((r) => family.has(r.pid) && /chrom/i.test(r.comm)).map((r) => r.pid)
}

/**
 * Every Chromium process the run at `pid` started, collected while it runs (renderers come
 * and go with each scenario's context), compared by process id, so other Chromium on the
 * machine does not count.
 */
function watchChromium(pid: number): { seen: () => number[]; stop: () => number[] } {
  const seen = new Set<number>()
  const poll = () => {
    for (const p of chromiumUnder(pid)) seen.add(p)
  }
  poll()
  const timer = setInterval(poll, 100)
  return {
    seen: () => [...seen],
    stop: () => {
      clearInterval(timer)
      return [...seen]
    },
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

const SCENARIO = 'scenarios/actors/human-pointer-native.yaml'

describe('simulator acceptance', () => {
  it('gives identical captured signals and ground truth for the same seed in virtual time', async () => {
    const runs = []
    for (const n of [1, 2]) {
      const r = await runCli([
        'run',
        SCENARIO,
        '--seed',
        '5',
        '--reporter',
        'list',
        '--out',
        path.join(tmp, `same-${n}`),
      ])
      expect(r.code).toBe(0)
      runs.push(report(r.stdout).scenarios[0]!)
    }
    const [a, b] = runs
    expect(a!.captured.signals).toEqual(b!.captured.signals)
    expect(a!.groundTruth).toEqual(b!.groundTruth)
    expect(a!.captured.cookies).toEqual(b!.captured.cookies)
    const other = await runCli([
      'run',
      SCENARIO,
      '--seed',
      '6',
      '--reporter',
      'list',
      '--out',
      path.join(tmp, 'other'),
    ])
    expect(report(other.stdout).scenarios[0]!.groundTruth).not.toEqual(a!.groundTruth)
  })

  it('leaves no Chromium process after a complete run', async () => {
    const child = spawn(
      process.execPath,
      [
        path.join(ROOT, 'bin/bramble.js'),
        'run',
        'scenarios/smoke.yaml',
        'scenarios/actors/instant-fill-bot.yaml',
        '--reporter',
        'list',
        '--out',
        path.join(tmp, 'complete'),
      ],
      { cwd: ROOT },
    )
    const watch = watchChromium(child.pid!)
    const code = await new Promise<number | null>((r) => child.on('close', (c) => r(c)))
    const seen = watch.stop()
    expect(code).toBe(0)
    expect(seen.length).toBeGreaterThan(0)
    await new Promise((r) => setTimeout(r, 500))
    expect(seen.filter(alive)).toEqual([])
  })

  it('leaves no Chromium process after SIGINT mid-run', async () => {
    const child = spawn(
      process.execPath,
      [
        path.join(ROOT, 'bin/bramble.js'),
        'run',
        'scenarios/actors',
        '--reporter',
        'list',
        '--workers',
        '2',
        '--out',
        path.join(tmp, 'sigint'),
      ],
      { cwd: ROOT },
    )
    let stderr = ''
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()))
    const exited = new Promise<number | null>((r) => child.on('close', (code) => r(code)))
    const watch = watchChromium(child.pid!)
    for (let i = 0; i < 300 && watch.seen().length === 0; i++)
      await new Promise((r) => setTimeout(r, 100))
    expect(watch.seen().length).toBeGreaterThan(0)
    // Let a scenario get under way, then interrupt.
    await new Promise((r) => setTimeout(r, 1500))
    child.kill('SIGINT')
    await exited
    const seen = watch.stop()
    expect(stderr).toContain('Interrupted')
    await new Promise((r) => setTimeout(r, 500))
    expect(seen.filter(alive)).toEqual([])
  })
})
