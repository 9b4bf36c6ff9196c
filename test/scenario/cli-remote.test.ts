import { mkdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { reportSchema } from '../../sim/report/schema'
import { endpointOf } from '../../sim/report/view'
import { PASSING, reportPath, runCli, tempDir, writeScenarios } from '../support/cli'
import {
  startRemoteChromium,
  stopRemoteChromium,
  type RemoteChromium,
} from '../support/remote-chromium'

const tmp = tempDir()
const browsers: RemoteChromium[] = []

beforeAll(async () => {
  browsers.push(
    await startRemoteChromium(path.join(tmp, 'one')),
    await startRemoteChromium(path.join(tmp, 'two')),
  )
})

afterAll(async () => {
  await Promise.all(browsers.map(stopRemoteChromium))
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
