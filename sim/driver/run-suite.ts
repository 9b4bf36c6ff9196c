import { availableParallelism } from 'node:os'
import type { Browser } from 'puppeteer'
import { ReporterMux, type Reporter } from '../report/reporter'
import { REPORT_SCHEMA_VERSION, type Report, type ScenarioResult } from '../report/schema'
import type { LoadedScenario } from '../scenario/load'
import { launchBrowser } from './launch'
import { resolveBrowser } from './resolve-browser'
import { runScenario } from './run-scenario'

/** Options for a suite run. */
export interface RunSuiteOptions {
  readonly scenarios: readonly LoadedScenario[]
  readonly runId: string
  readonly browserPath?: string
  readonly workers?: number
  readonly reporters: readonly Reporter[]
  readonly distDir?: string
  /** Aborting stops scheduling new scenarios; the browser is closed either way. */
  readonly signal?: AbortSignal
}

/** A new run id: sortable time plus a short random suffix. */
export function newRunId(now = new Date()): string {
  return `${now.toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 6)}`
}

/**
 * Resolves and launches the browser, runs every scenario (N at a time, each in its own
 * context and mock site), reports, and closes the browser on every exit path.
 */
export async function runSuite(options: RunSuiteOptions): Promise<Report> {
  const mux = new ReporterMux(options.reporters)
  const startedAt = new Date()
  const resolved = await resolveBrowser({ explicit: options.browserPath })
  const browser: Browser = await launchBrowser(resolved)
  const results: ScenarioResult[] = []
  try {
    const version = await browser.version()
    mux.onBegin(options.scenarios)
    const queue = [...options.scenarios]
    const workers = Math.max(1, Math.min(options.workers ?? availableParallelism(), queue.length))
    await Promise.all(
      Array.from({ length: workers }, async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          if (options.signal?.aborted) return
          mux.onScenarioBegin(next)
          const result = await runScenario(browser, next, { distDir: options.distDir })
          results.push(result)
          mux.onScenarioEnd(result)
        }
      }),
    )
    const order = new Map(options.scenarios.map((s, i) => [s.id, i]))
    results.sort((a, b) => order.get(a.id)! - order.get(b.id)!)
    const finished = new Date()
    const report: Report = {
      schemaVersion: REPORT_SCHEMA_VERSION,
      tool: 'bramble',
      runId: options.runId,
      startedAt: startedAt.toISOString(),
      finishedAt: finished.toISOString(),
      durationMs: finished.getTime() - startedAt.getTime(),
      browser: { executablePath: resolved.executablePath, source: resolved.source, version },
      summary: {
        total: results.length,
        passed: results.filter((r) => r.status === 'passed').length,
        failed: results.filter((r) => r.status === 'failed').length,
        errors: results.filter((r) => r.status === 'error').length,
      },
      scenarios: results,
    }
    await mux.onEnd(report)
    if (mux.errors.length > 0) throw mux.errors[0]
    return report
  } finally {
    await browser.close().catch(() => browser.process()?.kill('SIGKILL'))
  }
}
