import type { Page } from 'puppeteer'
import { createRng } from '../../actors/rng'
import { FRAME, SHOT_LIMIT_MS, stepLabel, TRAIL_SHOT, viewportShot } from '../capture/trace'
import { playSteps } from '../play-steps'
import type { ScenarioRun } from './scenario-run'
import type { Task } from './task-list'

/** Visitor time after the last step, so the runtime's periodic writes (every 1.2 s) land. */
export const TAIL_MS = 1300

/**
 * A screenshot for the trace, its wall time added to the run's (timings.tasks.screenshots).
 * A capture that stalls ends the visit's filmstrip with a note (timings.notes); the visit
 * goes on.
 */
export async function timedShot(
  run: ScenarioRun,
  page: Page,
  size: { scale: number; quality: number },
): Promise<string | undefined> {
  const started = performance.now()
  run.waitingFor = 'a screenshot'
  try {
    const shot = await viewportShot(page, size)
    if ('image' in shot) return shot.image
    if (shot.miss === 'stalled' && !run.filmstripStopped) {
      run.filmstripStopped = true
      run.clock.notes.push(
        `at ${Math.round(run.clock.now())} ms: a screenshot took over ${SHOT_LIMIT_MS} ms of wall time (the page was navigating?); the filmstrip stops here`,
      )
    }
    return undefined
  } finally {
    run.waitingFor = undefined
    run.shotMs += performance.now() - started
  }
}

/** Plays the scenario's steps as the actor, then lets the page's timers run for TAIL_MS. */
export const playStepsTask: Task<ScenarioRun> = {
  title: 'play the steps',
  async run(run) {
    const page = run.tab?.page
    await playSteps(
      {
        page,
        actor: run.actor,
        clock: run.clock,
        origin: run.site!.origin,
        data: createRng(run.seed, 'data'),
        onStep: run.options.onStep,
        onPost: run.site!.recordPost,
        onSubmit: (observed) => void (run.submitted ??= observed),
        snapshots: run.snapshots,
        afterStep: async (index, step, startMs) => {
          const endMs = Math.round(run.clock.now())
          const at = Math.round(startMs)
          run.trace.steps.push({
            index,
            action: step.action,
            label: stepLabel(step),
            startMs: at,
            endMs,
          })
          if (!page || !run.options.filmstrip) return
          const image = await timedShot(run, page, FRAME)
          if (image) run.trace.frames.push({ step: index, at: endMs, image })
        },
        beforeSubmit: async () => {
          if (!page || !run.options.filmstrip || run.trace.shot) return
          const image = await timedShot(run, page, TRAIL_SHOT)
          if (image) run.trace.shot = { at: Math.round(run.clock.now()), image }
        },
      },
      run.loaded.scenario.steps,
      run.truth,
    )
    if (page) await run.clock.advanceTo(run.clock.now() + TAIL_MS)
  },
}
