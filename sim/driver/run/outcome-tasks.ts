import { extractSignals, judge, type RuntimeTyping } from '../../verdict'
import { capturePage } from '../capture/capture-page'
import { readWrites, TRAIL_SHOT } from '../capture/trace'
import { timedShot } from './play-task'
import { checkExpectation } from '../check-expectation'
import { callInPage } from '../in-page-source'
import type { ScenarioRun } from './scenario-run'
import type { Task } from './task-list'

/** Reads back cookies, storage, outcomes, the observer's record and the site's requests. */
export const captureTask: Task<ScenarioRun> = {
  title: 'capture',
  async run(run) {
    await run.site!.settled?.()
    const page = run.tab?.page
    if (page) {
      run.trace.writes = await readWrites(page, run.clock.epochMs())
      if (run.options.filmstrip && !run.trace.shot) {
        const image = await timedShot(run, page, TRAIL_SHOT)
        if (image) run.trace.shot = { at: Math.round(run.clock.now()), image }
      }
    }
    const capture = await capturePage(run.tab?.context, run.tab?.page, run.logs, run.site!.requests)
    run.capture =
      run.snapshots.size > 0
        ? {
            ...capture,
            captured: { ...capture.captured, snapshots: Object.fromEntries(run.snapshots) },
          }
        : capture
  },
}

/** The reference verdict on what the visitor's page observed (sim/verdict). */
export const judgeTask: Task<ScenarioRun> = {
  title: 'judge',
  async run(run) {
    const { captured, observed } = run.capture!
    const typo = captured.signals?.typo
    const typing = Array.isArray(typo) ? (typo[0] as RuntimeTyping | undefined) : undefined
    // A submission that navigated leaves a fresh page: judge the page the visitor used.
    const used = observed && observed.submits.length > 0 ? observed : (run.submitted ?? observed)
    if (run.actor.replaysRecording && used) {
      // A replayed recording is judged on what the page saw of it (fidelity `recording`).
      const raw = used as typeof used & { scrolls?: number }
      run.capture = {
        ...run.capture!,
        captured: {
          ...captured,
          observed: {
            moves: raw.moves.map(([x, y, t]) => [x, y, t] as [number, number, number]),
            keys: raw.keys.map(([k, t, f]) => [k, t, f] as [string, number, string]),
            inputs: raw.inputs.map(
              ([k, t, f, s]) => [k, t, f, s] as [string, number, string, boolean],
            ),
            pastes: raw.pastes.map(([t, f]) => [t, f] as [number, string]),
            wheels: raw.scrolls ?? 0,
          },
        },
      }
    }
    const signals = extractSignals(run.actor.runsJavaScript ? used : null, typing ?? {})
    const verdict = judge(signals)
    run.verdict = { ...verdict, reasons: [...verdict.reasons], input: { ...signals } }
  },
}

/** Checks each of the scenario's expectations against the capture, the truth and the verdict. */
export const expectTask: Task<ScenarioRun> = {
  title: 'check expectations',
  async run(run) {
    const page = run.tab?.page
    run.expectations = []
    for (const e of run.loaded.scenario.expect) {
      run.expectations.push(
        await checkExpectation(
          {
            captured: run.capture!.captured,
            events: run.truth,
            verdict: run.verdict,
            epochMs: run.clock.epochMs(),
            slackMs: run.options.realtime ? 400 : 0,
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
  },
}
