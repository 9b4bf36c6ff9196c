import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chromiumFlags } from '../../sim/driver/launch'
import { reportSchema } from '../../sim/report/schema'
import { endpointOf } from '../../sim/report/view'
import { PASSING, reportPath, runCli, tempDir, writeScenarios } from '../support/cli'

const CHROMIUM = process.env.BRAMBLE_CHROME ?? '/usr/bin/chromium'
const tmp = tempDir()

/** Starts a separate headless Chromium with DevTools on a free loopback port. */
function startRemoteChromium(name: string): Promise<{ child: ChildProcess; ws: string }> {
  // Its own process group: /usr/bin/chromium is a wrapper script, so the group is killed.
  const child = spawn(
    CHROMIUM,
    [
      '--headless',
      '--remote-debugging-address=127.0.0.1',
      '--remote-debugging-port=0',
      `--user-data-dir=${path.join(tmp, name)}`,
      ...chromiumFlags(),
      'about:blank',
    ],
    { detached: true },
  )
  return new Promise((resolve, reject) => {
    let stderr = ''
    child.stderr!.on('data', (d: Buffer) => {
      stderr += d.toString()
      const m = /DevTools listening on (ws:\/\/\S+)/.exec(stderr)
      if (m) resolve({ child, ws: m[1]! })
    })
    child.on('exit', (code) => reject(new Error(`${CHROMIUM} exited (${code}): ${stderr}`)))
  })
}

const browsers: { child: ChildProcess; ws: string }[] = []

beforeAll(async () => {
  browsers.push(await startRemoteChromium('one'), await startRemoteChromium('two'))
})

afterAll(async () => {
  await Promise.all(
    browsers.map(
      ({ child }) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null) return resolve()
          child.once('exit', () => resolve())
          process.kill(-child.pid!, 'SIGTERM')
        }),
    ),
  )
})

describe('bramble run --browser-ws', () => {
  it('spreads scenarios over two remote browsers, records which ran each, and leaves them running', async () => {
    const dir = path.join(tmp, 'scenarios')
    mkdirSync(dir)
    writeScenarios(dir, {
      'a.yaml': PASSING('A'),
      'b.yaml': PASSING('B'),
      'c.yaml': PASSING('C'),
      'd.yaml': PASSING('D'),
    })
    const [one, two] = browsers.map((b) => b.ws)
    const r = await runCli([
      'run',
      dir,
      '--browser-ws',
      one!,
      '--browser-ws',
      two!,
      '--workers',
      '2',
      '--out',
      path.join(tmp, 'reports'),
    ])
    expect(r.stderr).toBe('')
    expect(r.code).toBe(0)
    const report = reportSchema.parse(JSON.parse(readFileSync(reportPath(r.stdout), 'utf8')))
    expect(report.summary).toMatchObject({ total: 4, passed: 4 })
    const used = new Set(report.scenarios.map((s) => endpointOf(s)))
    expect(used).toEqual(new Set([one, two]))
    // Remote browsers belong to whoever started them: the run disconnects, never closes them.
    expect(browsers.every((b) => b.child.exitCode === null)).toBe(true)
  })
})
