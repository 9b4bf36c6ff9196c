import type { Page } from 'puppeteer'
import type { Actor } from '../actors/actor'
import type { ActorEvent, ActorState } from '../actors/events'
import type { Rng } from '../actors/rng'
import type { Step } from '../scenario/schema'
import type { ScenarioClock } from './clock/scenario-clock'
import { dispatchEvent } from './dispatch-event'
import { postRaw } from './raw-http'
import { resolveStep } from './resolve-step'
import { callInPage } from './in-page-source'
import type { ObservedPage } from '../verdict/extract'
import type { Outcomes } from '../report/schema'

/** Where and how the steps are played. */
export interface Stage {
  readonly page: Page | undefined
  readonly actor: Actor
  readonly clock: ScenarioClock
  readonly origin: string
  readonly data: Rng
  /** Receives what the page observed just before each submission (it may navigate away). */
  readonly onSubmit?: (observed: ObservedPage | null) => void
  /** What the visitor saw at each `snapshot` step, filled in by name. */
  readonly snapshots?: Map<string, Outcomes>
  /** Told of each raw HTTP post before it is sent (a real site's request log records it). */
  readonly onPost?: (path: string, fields: Readonly<Record<string, string>>) => void
  /** Called after each step with the events it dispatched. */
  readonly onStep?: (index: number, step: Step, events: readonly ActorEvent[]) => void
  /**
   * Awaited after each step, before the next one starts (time stands still meanwhile), with
   * the visitor time its first event happened at: the driver's timeline and filmstrip.
   */
  readonly afterStep?: (index: number, step: Step, startMs: number) => Promise<void>
  /** Awaited just before a submission is dispatched (the page as the visitor filled it). */
  readonly beforeSubmit?: () => Promise<void>
}

const POLL_MS = 50

async function waitFor(stage: Stage, selector: string, timeoutMs: number): Promise<void> {
  const { page, clock } = stage
  if (!page) throw new Error(`waitFor ${selector}: the raw-http actor has no page`)
  const until = clock.now() + timeoutMs
  for (;;) {
    if (await page.$(selector)) return
    if (clock.now() >= until)
      throw new Error(
        `waitFor: no element matches ${selector} after ${timeoutMs} ms of visitor time`,
      )
    await clock.advanceTo(clock.now() + POLL_MS)
  }
}

/**
 * Plays every step: resolve its targets, ask the actor for its events, append them to the
 * ground truth, then advance the clock to each event's time and dispatch it. The ground
 * truth of a step is complete before its first event is dispatched.
 */
export async function playSteps(
  stage: Stage,
  steps: readonly Step[],
  truth: ActorEvent[],
): Promise<void> {
  const { page, actor, clock } = stage
  let state: ActorState = { t: clock.now(), cursor: { x: 640, y: 12 } }
  for (const [index, step] of steps.entries()) {
    const begin = clock.now()
    if (step.action === 'snapshot') {
      if (!page) throw new Error(`steps[${index}] (snapshot): the raw-http actor has no page`)
      stage.snapshots?.set(
        step.name,
        await callInPage<Outcomes>(page, 'dom-outcomes', 'readOutcomes'),
      )
      stage.onStep?.(index, step, [])
      await stage.afterStep?.(index, step, clock.now())
      continue
    }
    if (step.action === 'waitFor') {
      await waitFor(stage, step.target, step.timeoutMs)
      state = { ...state, t: clock.now() }
      stage.onStep?.(index, step, [])
      await stage.afterStep?.(index, step, begin)
      continue
    }
    if (!actor.runsJavaScript && step.action !== 'post' && step.action !== 'wait')
      throw new Error(`steps[${index}] (${step.action}): the raw-http actor can only post and wait`)
    if (actor.runsJavaScript && step.action === 'post')
      throw new Error(`steps[${index}] (post): only the raw-http actor posts without a page`)
    const planned = await resolveStep(page, step, stage.data, !actor.replaysRecording)
    if (!planned) continue
    const plan = actor.plan(planned, { ...state, t: Math.max(state.t, clock.now()) })
    truth.push(...plan.events)
    for (const [i, e] of plan.events.entries()) {
      await clock.advanceTo(e.t)
      if (step.action === 'submit' && page && i === plan.events.length - 1) {
        await stage.beforeSubmit?.()
        stage.onSubmit?.(
          await callInPage<ObservedPage | null>(page, 'observer', 'snapshotBeforeSubmit').catch(
            () => null,
          ),
        )
      }
      if (e.type === 'post') {
        stage.onPost?.(e.path, e.fields)
        await postRaw(stage.origin, e)
      } else {
        if (e.type === 'navigate' || e.type === 'submit' || e.type === 'up')
          await clock.beforeNavigation()
        await dispatchEvent(page!, e, stage.origin)
      }
    }
    state = plan.state
    await clock.advanceTo(state.t)
    stage.onStep?.(index, step, plan.events)
    await stage.afterStep?.(index, step, plan.events[0]?.t ?? begin)
  }
}
