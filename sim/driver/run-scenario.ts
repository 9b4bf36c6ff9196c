import type { Browser } from 'puppeteer'
import type { ScenarioResult } from '../report/schema'
import type { LoadedScenario } from '../scenario/load'
import { captureTask, expectTask, judgeTask } from './run/outcome-tasks'
import { playStepsTask } from './run/play-task'
import { createRun, resultOf, type RunScenarioOptions, type ScenarioRun } from './run/scenario-run'
import { TaskList, type Task } from './run/task-list'
import { gotoPageTask, openTabTask, seedBrowserTask, startSiteTask } from './run/visit-tasks'

export type { RunScenarioOptions } from './run/scenario-run'
export { TAIL_MS } from './run/play-task'

/** A wall-time limit; its error says where the run was (`where`, read when it expires). */
function deadline(
  ms: number,
  onExpire: () => void,
  where: () => string,
): { promise: Promise<never>; clear: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined
  const promise = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const at = where()
      onExpire()
      reject(new Error(`scenario timed out after ${ms} ms of wall time (timeoutMs)${at}`))
    }, ms)
    timer.unref()
  })
  return { promise, clear: () => clearTimeout(timer) }
}

// Screenshots are taken inside the tasks; their share is reported beside them.
const withTaskTimes = (
  r: ScenarioResult,
  tasks: TaskList<ScenarioRun>,
  run: ScenarioRun,
): ScenarioResult =>
  r.timings
    ? {
        ...r,
        timings: {
          ...r.timings,
          tasks: {
            ...tasks.wallMs,
            ...(run.shotMs > 0 ? { screenshots: Math.round(run.shotMs) } : {}),
          },
        },
      }
    : r

/** The task list of a scenario; a visitor without JavaScript (raw HTTP) opens no tab. */
function tasksOf(run: ScenarioRun): Task<ScenarioRun>[] {
  const visit = run.actor.runsJavaScript ? [openTabTask, seedBrowserTask, gotoPageTask] : []
  return [startSiteTask, ...visit, playStepsTask, captureTask, judgeTask, expectTask]
}

/**
 * Runs one scenario in its own browser context against its own site (mocked unless
 * `openSite` says otherwise), on its own clock, as a list of tasks: start the site → open
 * the tab → seed cookies and storage → load the page → play the steps → capture → judge →
 * check expectations. Teardowns run in reverse on every exit path (the tab closes before
 * the site), and a deadline closes the tab to end a hung scenario. Expectation failures and
 * page problems are results, not exceptions.
 */
export async function runScenario(
  browser: Browser,
  loaded: LoadedScenario,
  options: RunScenarioOptions = {},
): Promise<ScenarioResult> {
  const run = await createRun(browser, loaded, options)
  const tasks = new TaskList<ScenarioRun>()
  const limit = deadline(
    loaded.scenario.timeoutMs,
    () => void run.tab?.context.close().catch(() => undefined),
    () => {
      const step = run.trace.steps.at(-1)
      const done = step ? `, after step ${step.index} (${step.label})` : ''
      const waiting = run.waitingFor ? `, waiting for ${run.waitingFor}` : ''
      return tasks.current ? ` during "${tasks.current}"${done}${waiting}` : ''
    },
  )
  try {
    await Promise.race([tasks.run(tasksOf(run), run), limit.promise])
    const expectations = run.expectations!
    return withTaskTimes(
      resultOf(run, expectations.every((e) => e.passed) ? 'passed' : 'failed', {
        expectations,
        captured: run.capture!.captured,
        verdict: run.verdict,
      }),
      tasks,
      run,
    )
  } catch (error) {
    return withTaskTimes(resultOf(run, 'error', { error: (error as Error).message }), tasks, run)
  } finally {
    limit.clear()
    await tasks.teardown()
  }
}
