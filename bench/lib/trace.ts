/**
 * Readings of a Chrome trace, shared by every bench that reads one: the CPU of one
 * implementation's scripts, forced layouts inside them, its longest task, busy time between two
 * marks, the CPU of chosen events between two marks, and navigation times (the gzip bytes of
 * the scripts a page fetched: fetched-bytes.ts).
 *
 * "One implementation's scripts" are the outermost script events on the renderer main thread
 * (evaluation, compilation, calls from listeners, timers and callbacks) whose script URL the
 * implementation's pattern matches, counted by thread time so other processes on a shared
 * machine do not count.
 */
import { bramble } from '../../sim/message'

/** An event of a Chrome trace (the fields the benches read). */
export interface TraceEvent {
  name: string
  ph: string
  ts: number
  dur?: number
  tdur?: number
  tid: number
  pid: number
  args?: {
    name?: string
    sync_id?: string
    data?: {
      url?: string
      requestId?: string
      didFail?: boolean
      documentLoaderURL?: string
      type?: string
    }
  }
}

const SCRIPT_EVENTS = new Set(['EvaluateScript', 'FunctionCall', 'v8.compile', 'TimerFire'])

/** The renderer main threads' complete events. */
export function mainThreadEvents(events: TraceEvent[]): TraceEvent[] {
  const mains = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  )
  return events.filter((e) => e.ph === 'X' && mains.has(`${e.pid}:${e.tid}`))
}

const url = (e: TraceEvent) => String(e.args?.data?.url ?? '')
const ends = (e: TraceEvent) => e.ts + (e.dur ?? 0)
const inside = (inner: TraceEvent, outer: TraceEvent) =>
  inner.pid === outer.pid &&
  inner.tid === outer.tid &&
  inner.ts >= outer.ts &&
  inner.ts < ends(outer)

/** What one implementation's scripts cost between two trace times (µs). */
export interface ScriptCost {
  readonly cpuMs: number
  /** `Layout` events inside its scripts (layouts forced by a read). */
  readonly forcedLayouts: number
  /** Outer script events counted (0 means the pattern matched nothing). */
  readonly tasks: number
  /** Thread time of the longest main-thread task running any of its scripts. */
  readonly longestTaskMs: number
}

/**
 * The outermost script events (evaluation, compilation, calls, timers) on the renderer main
 * threads whose URL `own` matches, starting between `from` and `to` (µs), in order: an event
 * running inside another one of them is left out, so nested calls count once.
 */
export function outerScriptEvents(
  events: TraceEvent[],
  own: RegExp,
  from = -Infinity,
  to = Infinity,
): TraceEvent[] {
  const ours = mainThreadEvents(events)
    .filter((e) => SCRIPT_EVENTS.has(e.name) && own.test(url(e)) && e.ts >= from && e.ts <= to)
    .sort((a, b) => a.ts - b.ts)
  const outer: TraceEvent[] = []
  for (const e of ours) {
    const last = outer.at(-1)
    if (last && inside(e, last)) continue
    outer.push(e)
  }
  return outer
}

/** The cost of the scripts whose URL `own` matches, between `from` and `to` (µs). */
export function scriptCost(
  events: TraceEvent[],
  own: RegExp,
  from = -Infinity,
  to = Infinity,
): ScriptCost {
  const onMain = mainThreadEvents(events)
  const outer = outerScriptEvents(events, own, from, to)
  const cpuUs = outer.reduce((sum, e) => sum + (e.tdur ?? e.dur ?? 0), 0)
  const layouts = onMain.filter((l) => l.name === 'Layout' && outer.some((e) => inside(l, e)))
  const tasks = onMain.filter(
    (t) => t.name === 'ThreadControllerImpl::RunTask' && outer.some((e) => inside(e, t)),
  )
  const longest = Math.max(0, ...tasks.map((t) => t.tdur ?? t.dur ?? 0))
  return {
    cpuMs: cpuUs / 1000,
    forcedLayouts: layouts.length,
    tasks: outer.length,
    longestTaskMs: longest / 1000,
  }
}

/** The trace time (µs) of a user-timing mark, or of a `clock_sync` marker with that id. */
export function markTime(events: TraceEvent[], name: string): number {
  const e =
    events.find((e) => e.name === name && e.ph !== 'M') ??
    events.find((e) => e.name === 'clock_sync' && e.args?.sync_id === name)
  if (!e) throw new Error(bramble(`bench: the mark ${name} is missing in the trace`))
  return e.ts
}

/** A thread of a trace (its process and thread ids). */
export interface TraceThread {
  readonly pid: number
  readonly tid: number
}

/**
 * Busy ms of one thread (thread time of its tasks) between two trace times (µs); a task cut
 * by an edge counts in proportion.
 */
export function threadBusy(
  events: TraceEvent[],
  thread: TraceThread,
  from: number,
  to: number,
): number {
  let busy = 0
  for (const e of events) {
    if (e.ph !== 'X' || e.pid !== thread.pid || e.tid !== thread.tid) continue
    if (e.name !== 'ThreadControllerImpl::RunTask') continue
    const start = Math.max(e.ts, from)
    const end = Math.min(ends(e), to)
    if (end > start) busy += (e.tdur ?? e.dur ?? 0) * ((end - start) / Math.max(1, e.dur ?? 1))
  }
  return busy / 1000
}

/**
 * Main-thread busy ms (thread time of its tasks) between two marks; a task cut by a mark
 * counts in proportion.
 */
export function busyBetween(events: TraceEvent[], from: string, to: string): number {
  const a = events.find((e) => e.name === from && e.ph !== 'M')
  if (!a) throw new Error(bramble(`bench: the mark ${from} is missing in the trace`))
  return threadBusy(events, a, a.ts, markTime(events, to))
}

/**
 * Thread time (ms) of the events `pick` chooses on the thread of mark `from`, between marks
 * `from` and `to`; an event inside an earlier chosen one counts once. NaN when a mark is
 * missing.
 */
export function cpuBetween(
  events: TraceEvent[],
  from: string,
  to: string,
  pick: (e: TraceEvent) => boolean,
): number {
  const a = events.find((e) => e.name === from && e.ph !== 'M')
  const b = events.find((e) => e.name === to && e.ph !== 'M')
  if (!a || !b) return NaN
  let end = -1
  let sum = 0
  const chosen = events
    .filter((e) => e.ph === 'X' && e.pid === a.pid && e.tid === a.tid)
    .filter((e) => e.ts >= a.ts && e.ts <= b.ts && pick(e))
    .sort((x, y) => x.ts - y.ts)
  for (const e of chosen) {
    if (e.ts < end) continue
    sum += e.tdur ?? e.dur ?? 0
    end = ends(e)
  }
  return sum / 1000
}

// Events inside which script runs (the page's or a plugin's): evaluation, calls from
// listeners and callbacks, timers, frame and idle callbacks, microtasks.
const SCRIPT_RUNS = new Set([
  ...SCRIPT_EVENTS,
  'FireAnimationFrame',
  'FireIdleCallback',
  'RunMicrotasks',
  'v8.runMicrotasks',
  'BlinkScheduler_PerformMicrotaskCheckpoint',
])

/**
 * Forced layouts between two trace times (µs): `Layout` events on a renderer main thread that
 * start inside an event running script — a layout a script's read forced (what DevTools calls
 * a forced reflow), whoever's script it was. Layouts the browser runs for a frame or a hit
 * test lie outside any script and do not count.
 */
export function forcedLayouts(events: TraceEvent[], from = -Infinity, to = Infinity): number {
  const onMain = mainThreadEvents(events)
  const scripts = onMain.filter((e) => SCRIPT_RUNS.has(e.name))
  return onMain.filter(
    (l) => l.name === 'Layout' && l.ts >= from && l.ts <= to && scripts.some((s) => inside(l, s)),
  ).length
}

/**
 * The trace time (µs) the first navigation after `after` started at, to a document other
 * than `pageUrl` (a form's post leaving the page), or undefined.
 */
export function nextNavigation(
  events: TraceEvent[],
  pageUrl: string,
  after: number,
): number | undefined {
  const starts = events
    .filter((e) => e.name === 'navigationStart' && e.ts > after)
    .filter((e) => {
      const u = e.args?.data?.documentLoaderURL
      return !!u && u !== pageUrl && /^https?:/.test(u)
    })
    .map((e) => e.ts)
  return starts.length > 0 ? Math.min(...starts) : undefined
}

/** The trace time (µs) the navigation to `pageUrl` started at. */
export function navigationStart(events: TraceEvent[], pageUrl: string): number {
  const nav = events.find(
    (e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL === pageUrl,
  )
  if (!nav) throw new Error(bramble(`bench: no navigationStart for ${pageUrl} in the trace`))
  return nav.ts
}
