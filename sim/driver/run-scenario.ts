import path from 'node:path'
import type { Browser, BrowserContext, Page } from 'puppeteer'
import type { ActorEnvironment } from '../actors/actor'
import { createActor } from '../actors/create-actor'
import { POINTER_INTERVAL_MS } from '../actors/pointer-rate'
import type { ActorEvent } from '../actors/events'
import { createRng } from '../actors/rng'
import { nffPage, type PageFixture } from '../pages'
import type { Captured, Outcomes, ScenarioResult } from '../report/schema'
import type { LoadedScenario } from '../scenario/load'
import type { Step } from '../scenario/schema'
import { startSite, type SiteServer } from '../server'
import { realtimeSiteClock, virtualSiteClock } from '../server/policy/site-clock'
import { extractSignals, judge, type ObservedPage, type RuntimeTyping } from '../verdict'
import { capturePage, reportedRequests } from './capture/capture-page'
import { checkExpectation } from './check-expectation'
import { callInPage } from './in-page-source'
import { createClock } from './clock/create-clock'
import { playSteps } from './play-steps'
import { VIEWPORT } from './setup-page'
import { summarize } from './summarize-truth'
import { openTab, type Tab } from './tabs-ahead'

/** Options for one scenario run. */
export interface RunScenarioOptions {
  readonly distDir?: string
  /** Run on the wall clock instead of virtual time. */
  readonly realtime?: boolean
  /** Overrides the scenario's own seed. */
  readonly seed?: number
  /**
   * Visitor time between two delivered pointer moves (default POINTER_INTERVAL_MS, 50 ms, in
   * virtual time and realtime alike; 0 delivers every ~16 ms sample). See
   * sim/actors/pointer-rate.ts.
   */
  readonly pointerIntervalMs?: number
  /** Where the scenario's fresh context and page come from (default: opened now). */
  readonly openTab?: (env: ActorEnvironment) => Promise<Tab>
  /** Which browser ran it, for the report. */
  readonly endpoint?: string
  /** Called after each step. */
  readonly onStep?: (index: number, step: Step, events: readonly ActorEvent[]) => void
}

/** Visitor time after the last step, so the runtime's periodic writes (every 1.2 s) land. */
export const TAIL_MS = 1300

function deadline(
  ms: number,
  onExpire: () => void,
): { promise: Promise<never>; clear: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined
  const promise = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      onExpire()
      reject(new Error(`scenario timed out after ${ms} ms of wall time (timeoutMs)`))
    }, ms)
    timer.unref()
  })
  return { promise, clear: () => clearTimeout(timer) }
}

/** The scenario's own `.nff` export as a page of its site, resolved from the scenario's folder. */
function ownPage(loaded: LoadedScenario): PageFixture | undefined {
  const { nff } = loaded.scenario.page
  return nff === undefined ? undefined : nffPage(path.resolve(path.dirname(loaded.file), nff))
}

function pageUrl(site: SiteServer, loaded: LoadedScenario, own: PageFixture | undefined): string {
  const p = loaded.scenario.page
  const query = new URLSearchParams(p.query).toString()
  return site.pageUrl(own?.id ?? p.fixture!) + (query ? `?${query}` : '')
}

/**
 * Runs one scenario in its own browser context against its own mocked site, on its own
 * clock, and returns its result. Expectation failures and page problems are results, not
 * exceptions; the context and the site are closed on every path.
 */
export async function runScenario(
  browser: Browser,
  loaded: LoadedScenario,
  options: RunScenarioOptions = {},
): Promise<ScenarioResult> {
  const { scenario } = loaded
  const seed = options.seed ?? scenario.seed
  const started = performance.now()
  const actor = createActor(scenario.actor.kind, seed, scenario.actor.params, {
    pointerIntervalMs: options.pointerIntervalMs ?? POINTER_INTERVAL_MS,
  })
  const siteClock = options.realtime ? realtimeSiteClock() : virtualSiteClock()
  const clock = await createClock({ realtime: options.realtime === true, site: siteClock, seed })
  const truth: ActorEvent[] = []
  const base = {
    id: loaded.id,
    file: loaded.file,
    name: scenario.name,
    tags: scenario.tags,
    startedAt: new Date().toISOString(),
    seed,
    actor: {
      kind: actor.kind,
      isBot: actor.kind !== 'human',
      environment: { ...actor.environment },
    },
    steps: scenario.steps as Record<string, unknown>[],
    layout: { ...VIEWPORT },
    browserEndpoint: options.endpoint ?? 'local',
  }
  const logs: Pick<Captured, 'console' | 'pageErrors'> = { console: [], pageErrors: [] }
  let site: SiteServer | undefined
  let context: BrowserContext | undefined
  let page: Page | undefined
  const finish = (
    status: ScenarioResult['status'],
    extra: Partial<ScenarioResult>,
  ): ScenarioResult => ({
    ...base,
    status,
    durationMs: performance.now() - started,
    expectations: [],
    captured: {
      ...logs,
      cookies: {},
      localStorage: {},
      requests: reportedRequests(site?.context.requests ?? []),
    },
    groundTruth: {
      summary: summarize(truth),
      events: truth as unknown as Record<string, unknown>[],
    },
    timings: {
      clock: clock.mode,
      wallMs: performance.now() - started,
      visitorMs: Math.round(clock.now()),
      notes: clock.notes,
    },
    ...extra,
  })
  const limit = deadline(scenario.timeoutMs, () => void context?.close().catch(() => undefined))
  try {
    const body = async () => {
      const own = ownPage(loaded)
      site = await startSite({
        knobs: scenario.page.site,
        policy: scenario.server,
        distDir: options.distDir,
        clock: siteClock,
        pages: own ? [own] : [],
      })
      if (actor.runsJavaScript) {
        const tab = await (options.openTab ?? ((env) => openTab(browser, env)))(actor.environment)
        context = tab.context
        page = tab.page
        page.on('console', (m) => logs.console.push({ type: m.type(), text: m.text() }))
        page.on('pageerror', (e) =>
          logs.pageErrors.push(e instanceof Error ? e.message : String(e)),
        )
        await clock.attach(page)
        const cookies = Object.entries(scenario.page.cookies)
        if (cookies.length > 0)
          await context.setCookie(
            ...cookies.map(([name, value]) => ({
              name,
              value,
              domain: new URL(site!.origin).hostname,
              path: '/',
            })),
          )
        const stored = scenario.page.localStorage
        if (Object.keys(stored).length > 0)
          // Only what is missing: a later page of the visit sees what scripts wrote since.
          await page.evaluateOnNewDocument(
            `for (const [k, v] of Object.entries(${JSON.stringify(stored)})) if (localStorage.getItem(k) === null) localStorage.setItem(k, v)`,
          )
        await page.goto(pageUrl(site, loaded, own), { waitUntil: 'load' })
      }
      const data = createRng(seed, 'data')
      let submitted: ObservedPage | null = null
      const onSubmit = (o: ObservedPage | null) => void (submitted ??= o)
      const snapshots = new Map<string, Outcomes>()
      await playSteps(
        {
          page,
          actor,
          clock,
          origin: site.origin,
          data,
          onStep: options.onStep,
          onSubmit,
          snapshots,
        },
        scenario.steps,
        truth,
      )
      if (page) await clock.advanceTo(clock.now() + TAIL_MS)
      const capture = await capturePage(context, page, logs, site.context.requests)
      const { observed } = capture
      const captured =
        snapshots.size > 0
          ? { ...capture.captured, snapshots: Object.fromEntries(snapshots) }
          : capture.captured
      const typo = captured.signals?.typo
      const typing = Array.isArray(typo) ? (typo[0] as RuntimeTyping | undefined) : undefined
      // A submission that navigated leaves a fresh page: judge the page the visitor used.
      const used = observed && observed.submits.length > 0 ? observed : (submitted ?? observed)
      const signals = extractSignals(actor.runsJavaScript ? used : null, typing ?? {})
      const verdict = {
        ...judge(signals),
        reasons: [...judge(signals).reasons],
        input: { ...signals },
      }
      const expectations = []
      for (const e of scenario.expect) {
        expectations.push(
          await checkExpectation(
            {
              captured,
              events: truth,
              verdict,
              epochMs: clock.epochMs(),
              slackMs: options.realtime ? 400 : 0,
              element: async (selector) =>
                page
                  ? ((await callInPage<{ text: string; visible: boolean } | null>(
                      page,
                      'dom-outcomes',
                      'readElement',
                      selector,
                    ).catch(() => null)) ?? undefined)
                  : undefined,
            },
            e,
          ),
        )
      }
      return { captured, verdict, expectations }
    }
    const r = await Promise.race([body(), limit.promise])
    return finish(r.expectations.every((e) => e.passed) ? 'passed' : 'failed', {
      expectations: r.expectations,
      captured: r.captured,
      verdict: r.verdict,
    })
  } catch (error) {
    return finish('error', { error: (error as Error).message })
  } finally {
    limit.clear()
    await context?.close().catch(() => undefined)
    await site?.close()
  }
}
