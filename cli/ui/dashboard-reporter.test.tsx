import { EventEmitter } from 'node:events'
import { describe, expect, it, vi } from 'vitest'
import { sampleReport, sampleScenario } from '../../sim/report/sample'
import type { LoadedScenario } from '../../sim/scenario/load'
import { DashboardReporter } from './dashboard-reporter'

/** A terminal stand-in: Ink writes frames to it and reads keys from it. */
class FakeTty extends EventEmitter {
  isTTY = true
  columns = 100
  rows = 40
  written = ''
  data: string | null = null
  write = (s: string) => {
    this.written += s
    return true
  }
  setEncoding() {}
  setRawMode() {}
  resume() {}
  pause() {}
  ref() {}
  unref() {}
  read = () => {
    const d = this.data
    this.data = null
    return d
  }
  press(key: string) {
    this.data = key
    this.emit('readable')
    this.emit('data', key)
  }
}

const tick = () => new Promise((r) => setTimeout(r, 30))
// A generous deadline: Ink renders on its own schedule, and CI machines can be busy.
const until = (check: () => void) => vi.waitFor(check, { timeout: 15_000, interval: 10 })
const scenario = {
  id: 'a',
  file: 'a.yaml',
  scenario: { name: 'Alpha', tags: [], actor: { kind: 'human' } },
}

function setup() {
  const stdout = new FakeTty()
  const stdin = new FakeTty()
  const onQuit = vi.fn()
  const reporter = new DashboardReporter({
    stdout: stdout as unknown as NodeJS.WriteStream,
    stdin: stdin as unknown as NodeJS.ReadStream,
    color: false,
    onQuit,
  })
  return { stdout, stdin, onQuit, reporter }
}

describe('DashboardReporter', () => {
  it('renders the run and, at the end, stays open until q', async () => {
    const { stdout, stdin, onQuit, reporter } = setup()
    reporter.onBegin([scenario as unknown as LoadedScenario])
    reporter.onScenarioBegin(scenario as unknown as LoadedScenario)
    const result = sampleScenario({ id: 'a', name: 'Alpha' })
    reporter.onScenarioEnd(result)
    let ended = false
    const end = Promise.resolve(reporter.onEnd(sampleReport([result]))).then(() => (ended = true))
    await until(() => expect(stdout.written).toContain('1/1 done'))
    expect(stdout.written).toContain('Alpha')
    expect(ended).toBe(false)
    stdin.press('q')
    await end
    expect(onQuit).toHaveBeenCalledTimes(1)
  })

  it('quitting mid-run calls onQuit (which aborts the run) and does not wait at the end', async () => {
    const { stdin, onQuit, reporter } = setup()
    reporter.onBegin([scenario as unknown as LoadedScenario])
    await tick()
    stdin.press('q')
    await until(() => expect(onQuit).toHaveBeenCalledTimes(1))
    await reporter.onEnd(sampleReport([]))
  })
})
