/**
 * Readings of a Chrome trace shared by the side-by-side benches: the CPU of one
 * implementation's scripts, forced layouts inside them, its longest task, busy time between two
 * marks and the gzip bytes of the scripts a page fetched.
 *
 * "One implementation's scripts" are the outermost script events on the renderer main thread
 * (evaluation, compilation, calls from listeners, timers and callbacks) whose script URL the
 * implementation's pattern matches, counted by thread time so other processes on a shared
 * machine do not count. Shared by every bench that reads a trace (bench/lib/).
 */
import { readFile } from 'node:fs/promises'
import { gzipSync } from 'node:zlib'

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

/** The cost of the scripts whose URL `own` matches, between `from` and `to` (µs). */
export function scriptCost(
  events: TraceEvent[],
  own: RegExp,
  from = -Infinity,
  to = Infinity,
): ScriptCost {
  const onMain = mainThreadEvents(events)
  const ours = onMain
    .filter((e) => SCRIPT_EVENTS.has(e.name) && own.test(url(e)) && e.ts >= from && e.ts <= to)
    .sort((a, b) => a.ts - b.ts)
  const outer: TraceEvent[] = []
  for (const e of ours) {
    const last = outer.at(-1)
    if (last && last.pid === e.pid && last.tid === e.tid && e.ts < ends(last)) continue
    outer.push(e)
  }
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
  if (!e) throw new Error(`[bramble] bench: the mark ${name} is missing in the trace`)
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
  if (!a) throw new Error(`[bramble] bench: the mark ${from} is missing in the trace`)
  return threadBusy(events, a, a.ts, markTime(events, to))
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
  if (!nav) throw new Error(`[bramble] bench: no navigationStart for ${pageUrl} in the trace`)
  return nav.ts
}

const gzipCache = new Map<string, number>()

/**
 * Gzip bytes (level 9) of the scripts whose request was sent and finished between two trace
 * times, by URL path: `fileFor` names the file on disk a path is served from (undefined:
 * not counted). Also returns the file names counted.
 */
export async function fetchedBytes(
  events: TraceEvent[],
  fileFor: (path: string) => string | undefined,
  from = -Infinity,
  to = Infinity,
): Promise<{ bytes: number; files: string[] }> {
  const finished = new Map<string, TraceEvent>()
  for (const e of events)
    if (e.name === 'ResourceFinish' && e.args?.data?.requestId && !e.args.data.didFail)
      finished.set(e.args.data.requestId, e)
  let bytes = 0
  const files: string[] = []
  for (const e of events) {
    if (e.name !== 'ResourceSendRequest' || e.ts < from || e.ts > to) continue
    const { url: u, requestId } = e.args?.data ?? {}
    if (!u || !requestId || !/^https?:/.test(u)) continue
    const end = finished.get(requestId)
    const file = fileFor(new URL(u).pathname)
    if (!file || !end || end.ts > to) continue
    let size = gzipCache.get(file)
    if (size === undefined) {
      size = gzipSync(await readFile(file), { level: 9 }).length
      gzipCache.set(file, size)
    }
    bytes += size
    files.push(file.replace(/^.*\//, ''))
  }
  return { bytes, files }
}
