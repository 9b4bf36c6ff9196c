import { summarize } from './merge'
import type { Captured, Report, ScenarioResult } from './schema'

/**
 * Small, valid report values for tests of reporters, the gate and the dashboard. Extra
 * fields (actor, verdict, signals…) may be passed as the simulator adds them.
 */
export function sampleScenario(
  overrides: Partial<ScenarioResult> & Record<string, unknown> = {},
): ScenarioResult {
  return {
    id: 'scenarios/sample',
    file: 'scenarios/sample.yaml',
    name: 'Sample scenario',
    tags: [],
    status: 'passed',
    startedAt: '2026-01-01T00:00:00.000Z',
    durationMs: 1200,
    expectations: [{ description: 'cookie a', passed: true, expected: 'present', actual: '"1"' }],
    captured: { cookies: {}, localStorage: {}, console: [], pageErrors: [], requests: [] },
    ...overrides,
  } as ScenarioResult
}

/** A report over the given scenarios, with the summary computed from them. */
export function sampleReport(scenarios: readonly ScenarioResult[], runId = 'run-1'): Report {
  return {
    schemaVersion: 1,
    tool: 'bramble',
    runId,
    startedAt: '2026-01-01T00:00:00.000Z',
    finishedAt: '2026-01-01T00:00:05.000Z',
    durationMs: 5000,
    browser: { executablePath: '/usr/bin/chromium', source: 'PATH', version: 'Chrome/130' },
    summary: summarize(scenarios),
    scenarios: [...scenarios],
  } as Report
}

/** Captured state with fields the schema may not declare yet (signals, layout…). */
export function asCaptured(value: Captured & Record<string, unknown>): Captured {
  return value
}
