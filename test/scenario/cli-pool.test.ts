import { mkdirSync, readFileSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { QUEUE_NOTE_MS } from '../../sim/driver/browser-pool'
import { reportSchema } from '../../sim/report/schema'
import { reportPath, runCli, tempDir, writeScenarios } from '../support/cli'
import { startDevtoolsProxy } from '../support/devtools-proxy'
import {
  startRemoteChromium,
  stopRemoteChromium,
  type RemoteChromium,
} from '../support/remote-chromium'

const tmp = tempDir('bramble-pool-')
let chromium: RemoteChromium

/** A passing visit whose page URL carries `probe=<name>` (the proxy watches for it). */
const PROBED = (name: string) =>
  `name: ${name}\ntags: [pool]\npage: { fixture: comment-form, query: { probe: ${name} } }\n` +
  `steps:\n  - { action: click, target: '#comment' }\nexpect:\n  - { kind: dom, target: '#comment' }\n`

function scenarios(): string {
  const dir = path.join(tmp, `scenarios-${Math.random().toString(36).slice(2, 8)}`)
  mkdirSync(dir)
  writeScenarios(dir, { 'a.yaml': PROBED('a'), 'b.yaml': PROBED('b'), 'c.yaml': PROBED('c') })
  return dir
}

/** `bramble run` of fresh scenarios on the browser at `ws`: one worker, list reporter, `out`. */
const runThrough = (ws: string, out: string) =>
  runCli([
    'run',
    scenarios(),
    '--browser-ws',
    ws,
    '--workers',
    '1',
    '--reporter',
    'list',
    '--out',
    out,
  ])

beforeAll(async () => {
  chromium = await startRemoteChromium(path.join(tmp, 'chromium'))
})

afterAll(async () => {
  await stopRemoteChromium(chromium)
})

describe('bramble run on a browser pool', () => {
  it('reconnects when the connection drops mid-run and runs the scenario once more: the retry is its result, marked, never flaky', async () => {
    // The connection drops while scenario b's page loads (its URL went by, then its load event).
    const proxy = await startDevtoolsProxy(chromium.ws, {
      armOn: 'probe=b',
      dropOn: 'Page.loadEventFired',
      drops: 1,
    })
    const r = await runThrough(proxy.ws, path.join(tmp, 'once'))
    await proxy.close()
    expect(proxy.dropped()).toBe(1)
    expect(r.code).toBe(0)
    expect(r.stderr).toContain(`the browser at ${proxy.ws} went away; reconnecting`)
    const report = reportSchema.parse(JSON.parse(readFileSync(reportPath(r.stdout), 'utf8')))
    expect(report.summary).toMatchObject({ total: 3, passed: 3, flaky: 0 })
    const b = report.scenarios.find((s) => s.id.endsWith('/b'))!
    expect(b.status).toBe('passed')
    expect(b.flaky).toBeUndefined()
    expect(b.infraRetry?.error).toContain(`the browser at ${proxy.ws} went away during the run`)
    expect(report.scenarios.filter((s) => s.infraRetry)).toHaveLength(1)
    expect(r.stdout).toContain('retried once after an infrastructure error')
    // The pool's browser belongs to whoever started it: still running.
    expect(chromium.child.exitCode).toBeNull()
  }, 120_000)

  it('reports a scenario whose browser went away twice as an infrastructure error (exit 3), and goes on', async () => {
    const proxy = await startDevtoolsProxy(chromium.ws, {
      armOn: 'probe=b',
      dropOn: 'Page.loadEventFired',
      drops: 2,
    })
    const out = path.join(tmp, 'twice')
    const r = await runThrough(proxy.ws, out)
    await proxy.close()
    expect(proxy.dropped()).toBe(2)
    expect(r.code).toBe(3)
    const file = reportPath(r.stdout)
    const report = reportSchema.parse(JSON.parse(readFileSync(file, 'utf8')))
    expect(report.summary).toMatchObject({
      total: 3,
      passed: 2,
      failed: 0,
      errors: 0,
      infraErrors: 1,
    })
    const b = report.scenarios.find((s) => s.id.endsWith('/b'))!
    expect(b.status).toBe('infra-error')
    expect(b.error).toContain('again on the one retry')
    expect(r.stdout).toMatch(/^INFR .*\/b — b/m)
    const junit = readFileSync(path.join(path.dirname(file), 'junit.xml'), 'utf8')
    expect(junit).toMatch(/<error message="the browser at [^"]+ went away during the run/)
  }, 120_000)

  it('waits in a pool’s queue: a second run connects when the first run’s session ends', async () => {
    // A browserless-style pool with one session: the second connection waits for the first.
    const pool = await startDevtoolsProxy(chromium.ws, { maxSessions: 1 })
    // The test holds the pool's one session until both runs have waited in its queue longer
    // than a run waits before saying so (2 s): how long a run's own start takes then matters
    // not (CI: the second run connected only after the first had ended, and waited for nothing).
    const held = net.connect(Number(new URL(pool.ws).port), '127.0.0.1')
    await new Promise((resolve) => held.once('connect', resolve))
    const dir = scenarios()
    const run = (name: string) =>
      runCli(['run', dir, '--browser-ws', pool.ws, '--workers', '1', '--out', path.join(tmp, name)])
    const runs = Promise.all([run('q1'), run('q2')])
    await vi.waitFor(() => expect(pool.queued()).toHaveLength(2), { timeout: 60_000, interval: 50 })
    await sleep(Math.max(0, pool.queued()[1]! + QUEUE_NOTE_MS + 500 - Date.now()))
    held.destroy()
    const [first, second] = await runs
    await pool.close()
    expect([first.code, second.code]).toEqual([0, 0])
    expect(pool.sessions()).toEqual({ served: 3, maxOpen: 1 })
    for (const r of [first, second])
      expect(r.stderr).toContain(`waiting for a browser session at ${pool.ws} (the pool queues it)`)
  }, 120_000)
})
