import type { ActorEvent, ActorState, PlannedStep } from './events'
import { FULL_POINTER_RATE } from './pointer-rate'
import { createRng, type Rng } from './rng'

/** How the actor's browser presents itself. */
export interface ActorEnvironment {
  /** `navigator.webdriver` as the page sees it. */
  readonly webdriver: boolean
  /** `headless`: Chromium's own user agent (says HeadlessChrome); `desktop`: an edited one. */
  readonly userAgent: 'headless' | 'desktop'
  /**
   * Globals an automation driver leaves in every document it controls (e.g. a WebDriver
   * server's `cdc_…` arrays), set before the page's scripts run. None for everyone else.
   */
  readonly automationGlobals?: readonly string[]
  /** The viewport in CSS pixels (default: the lab's desktop viewport, setup-page.ts). */
  readonly viewport?: {
    readonly width: number
    readonly height: number
    readonly mobile?: boolean
    readonly touch?: boolean
  }
}

/** How the driver runs an actor (the same for every actor of a run). */
export interface ActorOptions {
  /**
   * Visitor time between two delivered pointer moves (see pointer-rate.ts); 0, the default,
   * delivers every ~16 ms sample.
   */
  readonly pointerIntervalMs?: number
}

/** What planning one step produced. */
export interface Plan {
  readonly events: readonly ActorEvent[]
  readonly state: ActorState
}

/**
 * A visitor model. Deterministic: the same seed and the same steps (with the same target
 * boxes) give the same events, byte for byte. It never touches a page: the driver resolves
 * targets, asks for a plan, logs it as ground truth, and only then dispatches it.
 */
export interface Actor {
  readonly kind: string
  readonly environment: ActorEnvironment
  /** False for a client that never runs the page's JavaScript (raw HTTP). */
  readonly runsJavaScript: boolean
  /**
   * True for an actor that replays a recording: it plans without looking at target boxes,
   * so the driver only checks that each target exists (it never scrolls one into view, which
   * would add a scroll the person did not make).
   */
  readonly replaysRecording?: boolean
  /** What the page's `Date.now()` reads at visitor time 0, when the actor fixes it. */
  readonly epochMs?: number
  /** Plans one step from `state`. */
  plan(step: PlannedStep, state: ActorState): Plan
}

/** The state after a list of events. */
export function after(
  state: ActorState,
  events: readonly ActorEvent[],
  focused?: string,
): ActorState {
  let { t, cursor } = state
  for (const e of events) {
    t = Math.max(t, e.t)
    if (e.type === 'move' || e.type === 'down' || e.type === 'up' || e.type === 'touch')
      cursor = { x: e.x, y: e.y }
  }
  return { t, cursor, focused: focused ?? state.focused }
}

/** A desktop browser as a person's: no webdriver flag, an edited desktop user agent. */
export const DESKTOP: ActorEnvironment = { webdriver: false, userAgent: 'desktop' }

/**
 * An actor in a desktop browser that runs the page's JavaScript: `plan` is given its random
 * stream (seeded by `seed` and `kind`) and the pointer interval of the run's `options`.
 */
export function desktopActor(
  kind: string,
  seed: number,
  options: ActorOptions,
  plan: (rng: Rng, intervalMs: number) => Actor['plan'],
): Actor {
  const rng = createRng(seed, kind)
  const interval = options.pointerIntervalMs ?? FULL_POINTER_RATE
  return { kind, environment: DESKTOP, runsJavaScript: true, plan: plan(rng, interval) }
}
