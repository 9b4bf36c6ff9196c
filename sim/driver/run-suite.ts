import { availableParallelism } from 'node:os'
import type { Browser } from 'puppeteer'
import type { ActorEnvironment } from '../actors/actor'
import { createActor } from '../actors/create-actor'
import { ReporterMux, type Reporter } from '../report/reporter'
import { summarize } from '../report/merge'
import { REPORT_SCHEMA_VERSION, type Report, type ScenarioResult } from '../report/schema'
import type { LoadedScenario } from '../scenario/load'
import { tabsAhead } from './tabs-ahead'
import { openPool } from './browser-pool'
import { resolveBrowser, type ResolvedBrowser } from './resolve-browser'
import type { SiteTarget } from './real-site/real-site'
import { runScenario } from './run-scenario'
import { runWithInfraRetry, SlotLostError } from './run/infra-retry'
import { actorParams, skippedResult } from './run/scenario-run'

/** Options for a suite run. */
export interface RunSuiteOptions {
  readonly scenarios: readonly LoadedScenario[]
  readonly runId: string
  readonly browserPath?: string
  readonly workers?: number
  readonly reporters: readonly Reporter[]
  readonly distDir?: string
  /** Aborting stops scheduling, closes every browser and ends the running scenarios. */
  readonly signal?: AbortSignal
  /** Overrides every scenario's seed. */
  readonly seed?: number
  /** Run on the wall clock instead of virtual time. */
  readonly realtime?: boolean
  /** Visitor time between two delivered pointer moves (default: see runScenario). */
  readonly pointerIntervalMs?: number
  /** Runs each scenario this many times (no retries); differing outcomes mark it flaky. */
  readonly repeat?: number
  /** Remote DevTools endpoints to connect to instead of launching; workers spread over them. */
  readonly browserWs?: readonly string[]
  /**
   * A real site to run against instead of each scenario's mocked site (`--site`): the
   * scenarios it cannot serve are reported as skipped with the reason.
   */
  readonly site?: SiteTarget
  /**
   * Which scenarios get a filmstrip (a screenshot after each step and the page under the
   * pointer trail): all (true), none (false, the default) or those the function picks.
   */
  readonly filmstrip?: boolean | ((scenario: LoadedScenario) => boolean)
  /** Told when something takes time or goes wrong around the browsers (queued, reconnecting). */
  readonly onNote?: (note: string) => void
}

/** A new run id: sortable time plus a short random suffix. */
export function newRunId(now = new Date()): string {
  return `${now.toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 6)}`
}

/** The browser environment of a scenario's actor (what its tab is dressed as). */
function environmentOf(loaded: LoadedScenario): ActorEnvironment | undefined {
  const actor = createActor(loaded.scenario.actor.kind, loaded.scenario.seed, actorParams(loaded))
  return actor.runsJavaScript ? actor.environment : undefined
}

/** Folds repeated runs of one scenario into one result: the first failing run, or the first. */
function fold(runs: readonly ScenarioResult[]): ScenarioResult {
  const shown = runs.find((r) => r.status !== 'passed') ?? runs[0]!
  if (runs.length === 1) return shown
  const statuses = runs.map((r) => ({ status: r.status }))
  return { ...shown, runs: statuses, flaky: new Set(statuses.map((s) => s.status)).size > 1 }
}

/**
 * Load is done by the caller; this task list is: resolve and launch (or connect) →
 * run every scenario N at a time, each in its own context, site and clock → report →
 * close the browsers, on every exit path including an abort.
 */
export async function runSuite(options: RunSuiteOptions): Promise<Report> {
  const mux = new ReporterMux(options.reporters)
  const startedAt = new Date()
  const endpoints = options.browserWs ?? []
  const resolved: ResolvedBrowser | undefined =
    endpoints.length === 0
      ? await resolveBrowser({ explicit: options.browserPath, preferHeadlessShell: true })
      : undefined
  const pool = await openPool(resolved, endpoints, { onNote: options.onNote })
  const onAbort = () => void pool.close()
  options.signal?.addEventListener('abort', onAbort, { once: true })
  const repeat = Math.max(1, options.repeat ?? 1)
  const byScenario = new Map<string, ScenarioResult[]>()
  try {
    const version = await pool.browsers[0]!.browser.version()
    mux.onBegin(options.scenarios)
    const runnable = options.scenarios.filter((s) => {
      const reason = options.site?.skipReason(s)
      if (reason === undefined) return true
      byScenario.set(s.id, [skippedResult(s, reason)])
      mux.onScenarioBegin(s)
      mux.onScenarioEnd(byScenario.get(s.id)![0]!)
      return false
    })
    const queue = runnable.flatMap((s) => Array.from({ length: repeat }, () => s))
    // A real server compares the page's timestamps with its own clock.
    const epochMs = options.site ? Date.now() : undefined
    const workers = Math.max(1, Math.min(options.workers ?? availableParallelism(), queue.length))
    await Promise.all(
      Array.from({ length: workers }, async (_, w) => {
        const slot = w % pool.browsers.length
        // Tabs are opened ahead on one browser: a reconnection brings a new one.
        let tabs = tabsAhead(pool.browsers[slot]!.browser)
        let tabsOf = pool.browsers[slot]!.browser
        const tabsFor = (browser: Browser) => {
          if (browser !== tabsOf) {
            void tabs.close()
            tabs = tabsAhead(browser)
            tabsOf = browser
          }
          return tabs
        }
        try {
          for (let next = queue.shift(); next; next = queue.shift()) {
            if (options.signal?.aborted) return
            const runs = byScenario.get(next.id) ?? []
            byScenario.set(next.id, runs)
            if (runs.length === 0) mux.onScenarioBegin(next)
            const scenario = next
            let outcome
            try {
              outcome = await runWithInfraRetry(pool, slot, ({ browser, endpoint }) =>
                runScenario(browser, scenario, {
                  distDir: options.distDir,
                  realtime: options.realtime,
                  seed: options.seed,
                  pointerIntervalMs: options.pointerIntervalMs,
                  // On the wall clock, a tab opening alongside would slow the scenario's own events.
                  openTab: options.realtime
                    ? undefined
                    : (env) => tabsFor(browser).take(env, queue[0] && environmentOf(queue[0])),
                  endpoint,
                  filmstrip:
                    typeof options.filmstrip === 'function'
                      ? options.filmstrip(scenario)
                      : options.filmstrip === true,
                  openSite: options.site?.openSite,
                  epochMs,
                }),
              )
            } catch (error) {
              if (!(error instanceof SlotLostError)) throw error
              // This worker's browser cannot be reached: another worker may still run it.
              queue.unshift(scenario)
              options.onNote?.(`${error.message} (a worker stopped)`)
              return
            }
            runs.push(outcome.result)
            if (runs.length === repeat) mux.onScenarioEnd(fold(runs))
            if (outcome.slotLost) return
          }
        } finally {
          await tabs.close()
        }
      }),
    )
    // Every worker lost its browser: what is left is reported, not silently dropped.
    if (!options.signal?.aborted)
      for (const s of new Set(queue)) {
        const runs = byScenario.get(s.id) ?? []
        if (runs.length === 0) mux.onScenarioBegin(s)
        const lost: ScenarioResult = {
          ...skippedResult(s, ''),
          status: 'infra-error',
          skipReason: undefined,
          error: 'no browser of the pool could be reached to run it',
        }
        byScenario.set(s.id, [...runs, lost])
        mux.onScenarioEnd(fold(byScenario.get(s.id)!))
      }
    const results = options.scenarios
      .map((s) => byScenario.get(s.id))
      .filter((r): r is ScenarioResult[] => !!r && r.length > 0)
      .map(fold)
    const finished = new Date()
    const report: Report = {
      schemaVersion: REPORT_SCHEMA_VERSION,
      tool: 'bramble',
      runId: options.runId,
      startedAt: startedAt.toISOString(),
      finishedAt: finished.toISOString(),
      durationMs: finished.getTime() - startedAt.getTime(),
      browser: {
        executablePath: resolved?.executablePath ?? endpoints.join(' '),
        source: resolved?.source ?? '--browser-ws',
        version,
      },
      summary: { ...summarize(results), flaky: results.filter((r) => r.flaky).length },
      options: {
        clock: options.realtime ? 'realtime' : 'virtual',
        ...(options.seed === undefined ? {} : { seed: options.seed }),
        repeat,
        ...(options.site ? { site: options.site.url } : {}),
      },
      scenarios: results,
    }
    await mux.onEnd(report)
    if (mux.errors.length > 0) throw mux.errors[0]
    return report
  } finally {
    options.signal?.removeEventListener('abort', onAbort)
    await pool.close()
  }
}
