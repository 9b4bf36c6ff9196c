/**
 * What the anti-spam floor bench (antispam.ts) prints and writes to look into a run:
 * with BENCH_ANTISPAM_DEBUG each run's own tasks, counts and the input the page handled; with
 * BENCH_ANTISPAM_TRACE_DIR each run's trace and window, for offline analysis. And the check
 * that every run found an own task.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { basename, resolve } from 'node:path'
import { mainThreadEvents, outerScriptEvents, type TraceEvent } from './lib/trace'
import { bramble } from '../sim/message'

const DEBUG = !!process.env.BENCH_ANTISPAM_DEBUG

// What a debug listing reads from an event's data beyond TraceEvent's fields.
interface CallData {
  functionName?: string
  lineNumber?: number
  columnNumber?: number
  type?: string
  timerId?: number
  url?: string
}

const TRIGGERS = [
  'EventDispatch',
  'TimerFire',
  'FireAnimationFrame',
  'ParseHTML',
  'FireIdleCallback',
]

/**
 * One line per own task (`own` matches the URLs of ours): start (ms from `from`), thread
 * time, the event's name, the function (minified name and 1-based line:column of the
 * `/dist/` file) and what ran it (the enclosing event dispatch, timer, frame callback or
 * parse).
 */
function describeOwnTasks(events: TraceEvent[], own: RegExp, from: number, to: number): string[] {
  const triggers = mainThreadEvents(events).filter((e) => TRIGGERS.includes(e.name))
  return outerScriptEvents(events, own, from, to).map((e) => {
    const data = (e.args?.data ?? {}) as CallData
    const file = basename(data.url ?? '')
    const where =
      data.lineNumber === undefined
        ? file
        : `${file}:${data.lineNumber + 1}:${(data.columnNumber ?? 0) + 1}`
    const by = triggers
      .filter((t) => t !== e && t.tid === e.tid && t.ts <= e.ts && e.ts < t.ts + (t.dur ?? 0))
      .map((t) => {
        const d = (t.args?.data ?? {}) as CallData
        return t.name === 'EventDispatch'
          ? `event ${d.type}`
          : t.name === 'TimerFire'
            ? `timer ${d.timerId}`
            : t.name
      })
      .at(-1)
    const us = e.tdur ?? e.dur ?? 0
    return (
      `  ${((e.ts - from) / 1000).toFixed(1).padStart(7)} ms ${String(us).padStart(5)} µs ` +
      `${e.name.padEnd(14)} ${(data.functionName || '(anonymous)').padEnd(12)} ${where}` +
      (by ? ` <- ${by}` : '')
    )
  })
}

/** With BENCH_ANTISPAM_DEBUG, the input the page handled inside the markers and outside them. */
export function debugInputs(events: TraceEvent[], from: number, to: number): void {
  if (!DEBUG) return
  // Expected: none outside.
  const inputs = (inside: boolean) =>
    ['mousemove', 'keydown', 'wheel']
      .map((type) => {
        const n = events.filter(
          (e) =>
            e.name === 'EventDispatch' &&
            e.args?.data?.type === type &&
            (e.ts >= from && e.ts <= to) === inside,
        ).length
        return `${n} ${type}`
      })
      .join(', ')
  console.error(`[antispam] between the markers: ${inputs(true)}; outside: ${inputs(false)}`)
}

let dumps = 0

/** With BENCH_ANTISPAM_DEBUG, lists the run's own tasks; with BENCH_ANTISPAM_TRACE_DIR, also
 * writes its trace and window there (for offline analysis). */
export async function debugDump(
  what: string,
  events: TraceEvent[],
  own: RegExp,
  from: number,
  to: number,
): Promise<void> {
  if (DEBUG)
    console.error(
      `[antispam] ${what} own tasks:\n${describeOwnTasks(events, own, from, to).join('\n')}`,
    )
  const dir = process.env.BENCH_ANTISPAM_TRACE_DIR
  if (dir) {
    await mkdir(dir, { recursive: true })
    await writeFile(
      resolve(dir, `${String(++dumps).padStart(2, '0')}-${what}.json`),
      JSON.stringify({ from, to, traceEvents: events }),
    )
  }
}

/** What one run of the floor bench counted. */
export interface RunCounts {
  readonly bytes: number
  readonly cpuMs: number
  readonly forcedLayouts: number
  /** Own tasks counted (a filter that matches nothing must not pass as a cheap runtime). */
  readonly tasks: number
}

/**
 * Fails when no own task was found in a run, so a filter that matches nothing cannot pass
 * as a cheap runtime; with BENCH_ANTISPAM_DEBUG set, prints each run's counts.
 */
export function checkRuns(what: string, runs: readonly RunCounts[]): void {
  if (DEBUG)
    for (const r of runs)
      console.error(
        `[antispam] ${what}: ${r.tasks} own tasks, ${r.cpuMs.toFixed(2)} ms, ` +
          `${r.forcedLayouts} forced layouts, ${r.bytes} bytes`,
      )
  if (runs.some((r) => r.tasks === 0))
    throw new Error(bramble(`antispam bench: a run with no own task in the trace (${what})`))
}
