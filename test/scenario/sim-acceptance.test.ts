import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { reportSchema } from '../../sim/report/schema'
import { runCli, spawnCli } from '../support/cli'

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
/** Submits its comment: the page's last writes happen while it leaves for the next one. */
const SUBMITTING = 'scenarios/actors/human-commenter.yaml'

/** The mock site listens on a free loopback port, and pages store their own URL. */
const portless = (value: unknown): unknown =>
  JSON.parse(JSON.stringify(value).replace(/127\.0\.0\.1:\d+/g, '127.0.0.1:PORT'))

describe('simulator acceptance', () => {
  it('gives identical captured signals, storage and ground truth for the same seed in virtual time', async () => {
    const runs = []
    for (const n of [1, 2]) {
      const r = await runCli([
        'run',
        SCENARIO,
        SUBMITTING,
        '--seed',
        '5',
        '--reporter',
        'list',
        '--out',
        path.join(tmp, `same-${n}`),
      ])
      expect(r.code).toBe(0)
      runs.push(report(r.stdout).scenarios)
    }
    const [a, b] = runs
    expect(a!.map((s) => s.id).sort()).toEqual(
      [SCENARIO, SUBMITTING].map((f) => f.slice(0, -5)).sort(),
    )
    for (const s of a!) {
      const t = b!.find((x) => x.id === s.id)!
      expect(portless(s.captured.signals), s.id).toEqual(portless(t.captured.signals))
      expect(s.groundTruth, s.id).toEqual(t.groundTruth)
      expect(s.captured.cookies, s.id).toEqual(t.captured.cookies)
      expect(portless(s.captured.localStorage), s.id).toEqual(portless(t.captured.localStorage))
      expect(portless(s.captured.sessionStorage), s.id).toEqual(portless(t.captured.sessionStorage))
    }
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
    const first = a!.find((s) => s.id === SCENARIO.slice(0, -5))!
    expect(report(other.stdout).scenarios[0]!.groundTruth).not.toEqual(first.groundTruth)
  })

  it('leaves no Chromium process after a complete run', async () => {
    const child = spawnCli([
      'run',
      'scenarios/smoke.yaml',
      'scenarios/actors/instant-fill-bot.yaml',
      '--reporter',
      'list',
      '--out',
      path.join(tmp, 'complete'),
    ])
    const watch = watchChromium(child.pid!)
    const code = await new Promise<number | null>((r) => child.on('close', (c) => r(c)))
    const seen = watch.stop()
    expect(code).toBe(0)
    expect(seen.length).toBeGreaterThan(0)
    // Every one of them is gone within 500 ms of the exit.
    await vi.waitFor(() => expect(seen.filter(alive)).toEqual([]), { timeout: 500, interval: 50 })
  })

  it('leaves no Chromium process after SIGINT mid-run', async () => {
    const child = spawnCli([
      'run',
      'scenarios/actors',
      '--reporter',
      'list',
      '--workers',
      '2',
      '--out',
      path.join(tmp, 'sigint'),
    ])
    let stderr = ''
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()))
    // The list reporter prints a line as each scenario ends: the first one means the run is
    // under way, with the other scenarios still to come.
    const firstDone = new Promise<void>((resolve) => {
      let stdout = ''
      child.stdout.on('data', (d: Buffer) => {
        stdout += d.toString()
        if (/ — .* ms/.test(stdout)) resolve()
      })
    })
    const exited = new Promise<number | null>((r) => child.on('close', (code) => r(code)))
    const watch = watchChromium(child.pid!)
    await firstDone
    expect(watch.seen().length).toBeGreaterThan(0)
    child.kill('SIGINT')
    await exited
    const seen = watch.stop()
    expect(stderr).toContain('Interrupted')
    // Every one of them is gone within 500 ms of the exit.
    await vi.waitFor(() => expect(seen.filter(alive)).toEqual([]), { timeout: 500, interval: 50 })
  })
})
