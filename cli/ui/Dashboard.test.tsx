import { render } from 'ink-testing-library'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { sampleReport, sampleScenario } from '../../sim/report/sample'
import type { LoadedScenario } from '../../sim/scenario/load'
import { Dashboard } from './Dashboard'
import { DashboardStore } from './dashboard-store'

const loaded = (id: string, kind = 'human') =>
  ({
    id,
    file: `${id}.yaml`,
    scenario: { name: `Scenario ${id}`, tags: [], actor: { kind } },
  }) as unknown as LoadedScenario

const DOWN = '\u001B[B'
const UP = '\u001B[A'
const tick = () => new Promise((r) => setTimeout(r, 50))
// Ink renders asynchronously; retry an expectation until the frame shows it.
const until = (check: () => void) => vi.waitFor(check, { timeout: 3000, interval: 10 })

function setup() {
  const store = new DashboardStore()
  store.begin([loaded('alpha'), loaded('beta', 'instant-fill'), loaded('gamma')])
  const onQuit = vi.fn()
  const app = render(<Dashboard store={store} onQuit={onQuit} color={false} interactive />)
  return { store, onQuit, app }
}

const focusedLine = (frame: string) => frame.split('\n').find((l) => l.startsWith('›')) ?? ''

let cleanup: (() => void) | undefined
afterEach(() => cleanup?.())

describe('Dashboard', () => {
  it('shows queued, running and finished scenarios with actor, verdict and duration, and totals', async () => {
    const { store, app } = setup()
    cleanup = app.unmount
    expect(app.lastFrame()).toContain('0/3 done · 0 running · 0 passed · 0 failed · 0 errors')
    store.start('alpha')
    await until(() => expect(app.lastFrame()).toMatch(/▶ Scenario alpha\s+human\s+—/))
    expect(app.lastFrame()).toContain('0/3 done · 1 running')
    store.end(
      sampleScenario({
        id: 'alpha',
        name: 'Scenario alpha',
        durationMs: 1500,
        verdict: { label: 'human', score: 0.1, reasons: [] },
      }),
    )
    store.end(
      sampleScenario({
        id: 'beta',
        name: 'Scenario beta',
        status: 'failed',
        durationMs: 300,
        runs: [{ status: 'passed' }, { status: 'failed' }],
        flaky: true,
      }),
    )
    await until(() => expect(app.lastFrame()).toContain('2/3 done'))
    const frame = app.lastFrame()!
    expect(frame).toMatch(/✓ Scenario alpha\s+human\s+human\s+1\.5 s/)
    expect(frame).toMatch(/✗ Scenario beta\s+instant-fill\s+—\s+300 ms flaky/)
    expect(frame).toContain('2/3 done · 0 running · 1 passed · 1 failed · 0 errors')
  })

  it('shows a skipped scenario with its reason, done but neither passed nor failed', async () => {
    const { store, app } = setup()
    cleanup = app.unmount
    store.end(
      sampleScenario({
        id: 'gamma',
        name: 'Scenario gamma',
        status: 'skipped',
        skipReason: 'needs the mock',
        durationMs: 0,
        expectations: [],
      }),
    )
    await until(() => expect(app.lastFrame()).toContain('1/3 done'))
    const frame = app.lastFrame()!
    expect(frame).toMatch(/- Scenario gamma\s+human\s+—\s+0 ms skipped: needs the mock/)
    expect(frame).toContain('1/3 done · 0 running · 0 passed · 0 failed · 0 errors · 1 skipped')
  })

  it('moves the focus with j/k and the arrow keys, and opens the detail pane with Enter', async () => {
    const { store, app } = setup()
    cleanup = app.unmount
    store.end(sampleScenario({ id: 'alpha', name: 'Scenario alpha' }))
    await until(() => expect(focusedLine(app.lastFrame()!)).toContain('Scenario alpha'))
    app.stdin.write('j')
    await until(() => expect(focusedLine(app.lastFrame()!)).toContain('Scenario beta'))
    app.stdin.write(DOWN)
    await until(() => expect(focusedLine(app.lastFrame()!)).toContain('Scenario gamma'))
    app.stdin.write(DOWN)
    await until(() => expect(focusedLine(app.lastFrame()!)).toContain('Scenario gamma'))
    app.stdin.write('k')
    app.stdin.write(UP)
    await until(() => expect(focusedLine(app.lastFrame()!)).toContain('Scenario alpha'))
    expect(app.lastFrame()).not.toContain('expectations:')
    app.stdin.write('\r')
    await until(() => expect(app.lastFrame()).toContain('Scenario alpha (alpha)'))
    expect(app.lastFrame()).toContain('✓ cookie a')
    app.stdin.write('\r')
    await until(() => expect(app.lastFrame()).not.toContain('Scenario alpha (alpha)'))
  })

  it('shows failures only after f, and everything again after a second f', async () => {
    const { store, app } = setup()
    cleanup = app.unmount
    store.end(sampleScenario({ id: 'alpha', name: 'Scenario alpha' }))
    store.end(
      sampleScenario({ id: 'gamma', name: 'Scenario gamma', status: 'error', error: 'boom' }),
    )
    await until(() => expect(app.lastFrame()).toContain('scenarios 1/3'))
    app.stdin.write('f')
    await until(() => expect(app.lastFrame()).toContain('failures 1/1'))
    expect(focusedLine(app.lastFrame()!)).toContain('Scenario gamma')
    app.stdin.write('\r')
    await until(() => expect(app.lastFrame()).toContain('error: boom'))
    app.stdin.write('f')
    await until(() => expect(app.lastFrame()).toContain('scenarios 1/3'))
  })

  it('quits once on q, and tells the user it is closing the browsers', async () => {
    const { app, onQuit } = setup()
    cleanup = app.unmount
    app.stdin.write('q')
    await until(() =>
      expect(app.lastFrame()).toContain(
        'Quitting: finishing running scenarios and closing the browsers',
      ),
    )
    app.stdin.write('q')
    await tick()
    expect(onQuit).toHaveBeenCalledTimes(1)
  })

  it('invites browsing when the run has finished', async () => {
    const { store, app } = setup()
    cleanup = app.unmount
    const results = ['alpha', 'beta', 'gamma'].map((id) =>
      sampleScenario({ id, name: `Scenario ${id}` }),
    )
    for (const r of results) store.end(r)
    store.finish(sampleReport(results))
    await until(() => expect(app.lastFrame()).toContain('3/3 done'))
    expect(app.lastFrame()).toContain('Run finished. Browse with ↑↓/jk and Enter; q to exit.')
  })

  it('writes no color codes when color is off', async () => {
    const { store, app } = setup()
    cleanup = app.unmount
    store.end(sampleScenario({ id: 'beta', name: 'Scenario beta', status: 'failed' }))
    await until(() => expect(app.lastFrame()).not.toMatch(/\u001B\[\d+m/))
  })
})
