import { describe, expect, it } from 'vitest'
import type { TraceEvent } from './trace'
import { median } from './stats'
import {
  cpuBetween,
  forcedLayouts,
  nextNavigation,
  outerScriptEvents,
  scriptCost,
  threadBusy,
} from './trace'

// A renderer (pid 1) whose main thread is tid 10, and a worker thread (tid 11). Times in µs.
const MAIN = { pid: 1, tid: 10 }
const meta = (tid: number, name: string): TraceEvent => ({
  name: 'thread_name',
  ph: 'M',
  ts: 0,
  pid: 1,
  tid,
  args: { name },
})
const x = (name: string, ts: number, dur: number, more: Partial<TraceEvent> = {}): TraceEvent => ({
  name,
  ph: 'X',
  ts,
  dur,
  tdur: dur,
  ...MAIN,
  ...more,
})
const task = (ts: number, dur: number) => x('ThreadControllerImpl::RunTask', ts, dur)
const call = (ts: number, dur: number, url = 'http://s/dist/antispam.js') =>
  x('FunctionCall', ts, dur, { args: { data: { url } } })

// What a visit's trace holds, cut down: a script reading layout (forced), the browser laying
// out for a frame and for typing into a textarea (not forced), a microtask's read (forced), a
// layout inside a script on another thread (not the page's main thread), one outside the
// window.
const visit: TraceEvent[] = [
  meta(10, 'CrRendererMain'),
  meta(11, 'DedicatedWorker thread'),
  task(1000, 500),
  call(1100, 300),
  x('Layout', 1200, 50),
  task(2000, 400),
  x('Layout', 2100, 100),
  x('Paint', 2250, 50),
  task(3000, 300),
  x('EventDispatch', 3010, 200, { args: { data: { type: 'textInput' } } }),
  x('Layout', 3050, 40),
  task(4000, 200),
  x('BlinkScheduler_PerformMicrotaskCheckpoint', 4100, 80),
  x('Layout', 4120, 20),
  x('FunctionCall', 5000, 100, { tid: 11, args: { data: { url: 'http://s/w.js' } } }),
  x('Layout', 5010, 10, { tid: 11 }),
  task(9000, 100),
  call(9010, 80),
  x('Layout', 9020, 10),
]

describe('forced layouts in a trace', () => {
  it('counts layouts inside running script on the main thread, not the browser’s own', () => {
    expect(forcedLayouts(visit, 0, 8000)).toBe(2)
  })

  it('counts only inside the window', () => {
    expect(forcedLayouts(visit)).toBe(3)
    expect(forcedLayouts(visit, 8000, 10_000)).toBe(1)
    expect(forcedLayouts(visit, 1300, 4000)).toBe(0)
  })
})

describe('the whole visit’s CPU', () => {
  it('sums the main thread’s tasks, cutting those at an edge in proportion', () => {
    expect(threadBusy(visit, MAIN, 0, 10_000)).toBeCloseTo(1.5)
    expect(threadBusy(visit, MAIN, 1250, 2200)).toBeCloseTo(0.45)
  })

  it('attributes script time by URL, nested calls once', () => {
    const nested = [...visit, call(1150, 100)]
    expect(scriptCost(nested, /\/dist\//, 0, 8000).cpuMs).toBeCloseTo(0.3)
    expect(scriptCost(nested, /\/dist\//).cpuMs).toBeCloseTo(0.38)
  })

  it('lists the outer script events of ours, in order, nested and other threads left out', () => {
    const nested = [...visit, call(1150, 100)]
    expect(outerScriptEvents(nested, /\/dist\//).map((e) => e.ts)).toEqual([1100, 9010])
    expect(outerScriptEvents(nested, /\/w\.js/)).toEqual([])
  })

  it('sums chosen events between two marks on the first mark’s thread, nested ones once', () => {
    const mark = (name: string, ts: number): TraceEvent => ({ name, ph: 'R', ts, ...MAIN })
    const marked = [...visit, mark('a', 1000), mark('b', 3100)]
    const layout = (e: TraceEvent) => e.name === 'Layout'
    expect(cpuBetween(marked, 'a', 'b', layout)).toBeCloseTo(0.19)
    expect(
      cpuBetween(marked, 'a', 'b', (e) => e.name === 'ThreadControllerImpl::RunTask'),
    ).toBeCloseTo(1.2)
    expect(cpuBetween(marked, 'a', 'missing', layout)).toBeNaN()
  })
})

describe('the end of a visit', () => {
  const nav = (ts: number, url: string): TraceEvent => ({
    name: 'navigationStart',
    ph: 'R',
    ts,
    ...MAIN,
    args: { data: { documentLoaderURL: url } },
  })
  const page = 'http://s/page/'
  const events = [
    nav(100, page),
    nav(5000, 'about:blank'),
    nav(7000, 'http://s/wp-comments-post.php'),
  ]

  it('is the next document’s navigation after the submit', () => {
    expect(nextNavigation(events, page, 200)).toBe(7000)
  })

  it('is undefined when the page never left', () => {
    expect(nextNavigation(events, page, 8000)).toBeUndefined()
  })
})

describe('median', () => {
  it('takes the middle reading, the mean of the two middle ones for an even count', () => {
    expect(median([3, 1, 2])).toBe(2)
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(median([NaN, 5])).toBe(5)
    expect(median([])).toBeNaN()
  })
})
