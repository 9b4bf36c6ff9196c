import type { Browser } from 'puppeteer'
import type { Actor, ActorEnvironment } from '../../actors/actor'
import { createActor, isBotKind, type ActorParams } from '../../actors/create-actor'
import type { ActorEvent } from '../../actors/events'
import { POINTER_INTERVAL_MS } from '../../actors/pointer-rate'
import type {
  Captured,
  ExpectationResult,
  Outcomes,
  ScenarioResult,
  ScenarioTrace,
  VerdictReport,
} from '../../report/schema'
import type { LoadedScenario } from '../../scenario/load'
import type { Step } from '../../scenario/schema'
import { realtimeSiteClock, virtualSiteClock, type SiteClock } from '../../server/policy/site-clock'
import type { ObservedPage } from '../../verdict'
import type { PageCapture } from '../capture/capture-page'
import { reportedRequests } from '../capture/capture-page'
import { createClock } from '../clock/create-clock'
import type { ScenarioClock } from '../clock/scenario-clock'
import { VIEWPORT } from '../setup-page'
import { summarize } from '../summarize-truth'
import type { Tab } from '../tabs-ahead'
import type { OpenSite, ScenarioSite } from './scenario-site'
import { bramble } from '../../message'

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
  /** The site the scenario visits (default: its own mocked site). */
  readonly openSite?: OpenSite
  /** What the page's `Date.now()` reads at visitor time 0 (default DEFAULT_EPOCH). */
  readonly epochMs?: number
  /** Which browser ran it, for the report. */
  readonly endpoint?: string
  /**
   * Take a filmstrip frame after each step and the shot the pointer trail is drawn over
   * (default false here; `bramble run` turns it on unless --no-filmstrip).
   */
  readonly filmstrip?: boolean
  /** Called after each step. */
  readonly onStep?: (index: number, step: Step, events: readonly ActorEvent[]) => void
}

/** Everything one scenario run builds up, task by task (sim/driver/run-scenario.ts). */
export interface ScenarioRun {
  readonly browser: Browser
  readonly loaded: LoadedScenario
  readonly options: RunScenarioOptions
  readonly seed: number
  readonly started: number
  readonly startedAt: string
  readonly actor: Actor
  readonly siteClock: SiteClock
  readonly clock: ScenarioClock
  /** What the actor did, in order (the ground truth). */
  readonly truth: ActorEvent[]
  readonly logs: Pick<Captured, 'console' | 'pageErrors'>
  readonly snapshots: Map<string, Outcomes>
  /** The timeline so far (storage writes are read at capture). */
  readonly trace: Omit<ScenarioTrace, 'writes'> & { writes?: ScenarioTrace['writes'] }
  /** Wall time spent taking the trace's screenshots (ms). */
  shotMs: number
  /** A screenshot stalled: the rest of the visit has no filmstrip (noted once). */
  filmstripStopped?: boolean
  /** What the run is waiting on outside the page's clock (a screenshot), for a deadline. */
  waitingFor?: string
  site?: ScenarioSite
  tab?: Tab
  /** What the page observed just before the first submission (it may navigate away). */
  submitted: ObservedPage | null
  capture?: PageCapture
  verdict?: VerdictReport
  expectations?: ExpectationResult[]
}

/** The actor's parameters, its recording read (loadScenario reads a recording named by file). */
export function actorParams(loaded: LoadedScenario): ActorParams {
  const { recording } = loaded.scenario.actor.params
  if (typeof recording === 'string')
    throw new Error(
      bramble(
        `Failed to replay ${loaded.file}: its recording ${recording} was not read. Load the scenario with loadScenario.`,
      ),
    )
  return { ...loaded.scenario.actor.params, recording: recording as ActorParams['recording'] }
}

/** A run's state before any task: the actor, the clocks, empty logs. */
export async function createRun(
  browser: Browser,
  loaded: LoadedScenario,
  options: RunScenarioOptions,
): Promise<ScenarioRun> {
  const { scenario } = loaded
  const seed = options.seed ?? scenario.seed
  const started = performance.now()
  const startedAt = new Date().toISOString()
  const actor = createActor(scenario.actor.kind, seed, actorParams(loaded), {
    pointerIntervalMs: options.pointerIntervalMs ?? POINTER_INTERVAL_MS,
  })
  const siteClock = options.realtime ? realtimeSiteClock() : virtualSiteClock()
  const clock = await createClock({
    realtime: options.realtime === true,
    site: siteClock,
    seed,
    // A real site needs the wall clock's epoch; a recording brings the person's own.
    epochMs: options.epochMs ?? actor.epochMs,
  })
  return {
    browser,
    loaded,
    options,
    seed,
    started,
    startedAt,
    actor,
    siteClock,
    clock,
    truth: [],
    logs: { console: [], pageErrors: [] },
    snapshots: new Map(),
    trace: { steps: [], errors: [], frames: [] },
    shotMs: 0,
    submitted: null,
  }
}

/** The report entry of a scenario that was not run, and why. */
export function skippedResult(loaded: LoadedScenario, reason: string): ScenarioResult {
  return {
    id: loaded.id,
    file: loaded.file,
    name: loaded.scenario.name,
    tags: loaded.scenario.tags,
    status: 'skipped',
    skipReason: reason,
    startedAt: new Date().toISOString(),
    durationMs: 0,
    seed: loaded.scenario.seed,
    actor: { kind: loaded.scenario.actor.kind, isBot: isBotKind(loaded.scenario.actor.kind) },
    expectations: [],
    captured: { cookies: {}, localStorage: {}, console: [], pageErrors: [], requests: [] },
  }
}

/** The report entry of a run, in whatever state it ended. */
export function resultOf(
  run: ScenarioRun,
  status: ScenarioResult['status'],
  extra: Partial<ScenarioResult>,
): ScenarioResult {
  const { loaded, actor, clock, started, truth } = run
  return {
    id: loaded.id,
    file: loaded.file,
    name: loaded.scenario.name,
    tags: loaded.scenario.tags,
    startedAt: run.startedAt,
    seed: run.seed,
    actor: {
      kind: actor.kind,
      isBot: isBotKind(actor.kind),
      environment: { ...actor.environment },
    },
    steps: loaded.scenario.steps as Record<string, unknown>[],
    layout: {
      width: actor.environment.viewport?.width ?? VIEWPORT.width,
      height: actor.environment.viewport?.height ?? VIEWPORT.height,
    },
    browserEndpoint: run.options.endpoint ?? 'local',
    status,
    durationMs: performance.now() - started,
    expectations: [],
    captured: {
      ...run.logs,
      cookies: {},
      localStorage: {},
      requests: reportedRequests(run.site?.requests ?? []),
    },
    ...(run.actor.runsJavaScript || run.trace.steps.length > 0
      ? { trace: { ...run.trace, writes: run.trace.writes ?? [] } }
      : {}),
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
  }
}
