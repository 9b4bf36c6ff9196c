/**
 * The whole visit, side by side (issue 26): the start-up and interaction windows of
 * side-antispam.ts each miss work the other moves — a runtime that defers its start-up to the
 * visitor's first input looks cheap in both. These loads count everything from navigation on.
 *
 * One visit, in a fresh browser context with no DevTools session on the page: the load; 3 s
 * with no input; pointer movement; a click into each field of the plan, the field's keys typed
 * (about 20 in all); a scroll; a click on the submit button; then 2 s, or until the next
 * document's navigation starts (the form's post), whichever comes first. Read from its trace:
 * - navigation → first input + 3 s: the implementation's scripts' main-thread CPU from the
 *   page's navigation start to 3 s after the first pointer move;
 * - the whole visit: the same over the whole visit;
 * - forced layouts over the whole visit: layouts inside any running script (lib/trace.ts);
 * - the renderer main thread's whole busy time over the visit (a reading: it includes the
 *   page's own parsing, style, layout and paint, the same on both sides).
 * Positions are read between inputs through a short page session with no Runtime domain.
 * BENCH_VISIT_TRACE_DIR=<dir> writes each visit's trace there (open it in DevTools).
 */
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import type { CDPSession } from 'puppeteer'
import { pageLoaded, queryNode } from './page-input'
import type { CleanBrowser } from './clean-browser'
import {
  forcedLayouts,
  markTime,
  navigationStart,
  nextNavigation,
  scriptCost,
  threadBusy,
} from './lib/trace'
import type { RowOf } from './side-runs'
import type { SideRow } from './side-table'
import { bramble } from '../sim/message'

const IDLE_MS = 3000
const AFTER_FIRST_INPUT_MS = 3000
const TAIL_MS = 2000
const KEY_MS = 90
const STEP_MS = 16
const FIRST_INPUT = 'bench-visit-first-input'
const SUBMIT = 'bench-visit-submit'

/** What a visitor fills in on a page: each field (clicked, then typed into), then submit. */
export interface VisitPlan {
  readonly fields: readonly { readonly selector: string; readonly text: string }[]
  readonly submit: string
}

/** The comment page's visit: 20 keys into the comment box, then Post Comment. */
export const COMMENT_VISIT: VisitPlan = {
  fields: [{ selector: '#comment', text: 'Thanks, this helped!' }],
  submit: '#submit',
}

/** The registration page's visit: a user name and an address (23 keys), then Register. */
export const REGISTER_VISIT: VisitPlan = {
  fields: [
    { selector: '#user_login', text: 'janedoe' },
    { selector: '#user_email', text: 'jane@example.org' },
  ],
  submit: '#wp-submit',
}

/** What one visit's trace gives. */
export interface VisitLoad {
  /** The implementation's scripts, navigation → first input + 3 s (ms of CPU). */
  readonly toFirstInputMs: number
  /** The implementation's scripts over the whole visit (ms of CPU). */
  readonly visitMs: number
  /** The renderer main thread's busy time over the whole visit (ms of CPU). */
  readonly pageMs: number
  /** Layouts inside running script over the whole visit. */
  readonly forcedLayouts: number
}

interface Point {
  readonly x: number
  readonly y: number
}

/** The centre of `selector`'s box in the viewport, and the viewport's height. */
async function locate(
  browser: CleanBrowser,
  targetId: string,
  selector: string,
): Promise<Point & { height: number }> {
  const session = await browser.pageSession(targetId)
  try {
    const nodeId = await queryNode(session, selector)
    if (!nodeId) throw new Error(bramble(`bench visit: no ${selector} on the page`))
    const { model } = await session.send('DOM.getBoxModel', { nodeId })
    const q = model.border
    const { cssVisualViewport } = await session.send('Page.getLayoutMetrics')
    return {
      x: (q[0]! + q[2]! + q[4]! + q[6]!) / 4,
      y: (q[1]! + q[3]! + q[5]! + q[7]!) / 4,
      height: cssVisualViewport.clientHeight,
    }
  } finally {
    await browser.detach(session)
  }
}

/** Moves the pointer from `from` to `to` in `steps` moves a frame apart. */
async function moveTo(input: CDPSession, from: Point, to: Point, steps: number): Promise<Point> {
  for (let i = 1; i <= steps; i++) {
    const x = Math.round(from.x + ((to.x - from.x) * i) / steps)
    const y = Math.round(from.y + ((to.y - from.y) * i) / steps)
    await input.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x, y })
    await sleep(STEP_MS)
  }
  return to
}

const wheel = (input: CDPSession, at: Point, deltaY: number) =>
  input.send('Input.dispatchMouseEvent', {
    type: 'mouseWheel',
    x: at.x,
    y: at.y,
    deltaX: 0,
    deltaY,
  })

/**
 * Scrolls by wheel until `selector` is well inside the viewport, or inside it as far as the
 * page scrolls; returns its centre.
 */
async function reach(
  browser: CleanBrowser,
  targetId: string,
  input: CDPSession,
  at: Point,
  selector: string,
): Promise<Point> {
  let box = await locate(browser, targetId, selector)
  for (let turn = 0; turn < 10; turn++) {
    if (box.y > 60 && box.y < box.height - 60) return box
    const before = box.y
    await wheel(input, at, Math.round(box.y - box.height / 2))
    // The wheel scrolls on the compositor: wait until the box has moved and stopped.
    let last = before
    for (let poll = 0; poll < 20; poll++) {
      await sleep(50)
      box = await locate(browser, targetId, selector)
      if (box.y === last && box.y !== before) break
      last = box.y
    }
    // At the end of the page: as far as it goes.
    if (box.y === before && box.y > 5 && box.y < box.height - 5) return box
  }
  throw new Error(bramble(`bench visit: could not scroll ${selector} into view`))
}

async function click(input: CDPSession, at: Point): Promise<void> {
  const button = { x: at.x, y: at.y, button: 'left' as const, clickCount: 1 }
  await input.send('Input.dispatchMouseEvent', { type: 'mousePressed', ...button })
  await input.send('Input.dispatchMouseEvent', { type: 'mouseReleased', ...button })
}

async function type(input: CDPSession, text: string): Promise<void> {
  for (const ch of text) {
    await input.send('Input.dispatchKeyEvent', { type: 'keyDown', key: ch, text: ch })
    await input.send('Input.dispatchKeyEvent', { type: 'keyUp', key: ch })
    await sleep(KEY_MS)
  }
}

/** Drives one visit of `plan` on the page of `targetId` (tracing is on). */
async function drive(browser: CleanBrowser, targetId: string, plan: VisitPlan): Promise<void> {
  const session = await browser.pageSession(targetId)
  try {
    await pageLoaded(session)
  } finally {
    await browser.detach(session)
  }
  await sleep(IDLE_MS)
  const input = await browser.inputSession(targetId)
  let at: Point = { x: 40, y: 40 }
  await browser.marker(FIRST_INPUT)
  at = await moveTo(input, at, { x: 420, y: 260 }, 40)
  for (const field of plan.fields) {
    at = await moveTo(input, at, await reach(browser, targetId, input, at, field.selector), 20)
    await click(input, at)
    await type(input, field.text)
  }
  await wheel(input, at, 240)
  await sleep(300)
  at = await moveTo(input, at, await reach(browser, targetId, input, at, plan.submit), 20)
  await browser.marker(SUBMIT)
  await click(input, at)
  await sleep(TAIL_MS)
}

/** One traced visit of `url`; `own` matches the URLs of the implementation's scripts. */
export async function oneVisit(
  browser: CleanBrowser,
  url: string,
  own: RegExp,
  plan: VisitPlan,
): Promise<VisitLoad> {
  const events = await browser.traced(url, (targetId) => drive(browser, targetId, plan))
  const dump = process.env.BENCH_VISIT_TRACE_DIR
  if (dump) {
    await mkdir(dump, { recursive: true })
    const name = `${Date.now()}-${new URL(url).pathname.split('/').at(-2)}.json`
    await writeFile(path.join(dump, name), JSON.stringify({ traceEvents: events }))
  }
  const from = navigationStart(events, url)
  const nav = events.find((e) => e.name === 'navigationStart' && e.ts === from)!
  const firstInputEnd = markTime(events, FIRST_INPUT) + AFTER_FIRST_INPUT_MS * 1000
  const submit = markTime(events, SUBMIT)
  const end = Math.min(nextNavigation(events, url, submit) ?? Infinity, submit + TAIL_MS * 1000)
  const visit = scriptCost(events, own, from, end)
  if (visit.tasks === 0)
    throw new Error(bramble(`bench visit: none of the page's own scripts ran on ${url}`))
  return {
    toFirstInputMs: scriptCost(events, own, from, firstInputEnd).cpuMs,
    visitMs: visit.cpuMs,
    pageMs: threadBusy(events, nav, from, end),
    forcedLayouts: forcedLayouts(events, from, end),
  }
}

/** The rows of a page's visits: total CPU within `max`× the original, no forced layout. */
export function visitRows(row: RowOf<VisitLoad>, max: number): SideRow[] {
  const cpu = { kind: 'ratio', max } as const
  return [
    row('navigation → first input + 3 s: main-thread CPU', 'ms', (l) => l.toFirstInputMs, cpu),
    row('the whole visit: main-thread CPU', 'ms', (l) => l.visitMs, cpu),
    row('the whole visit: forced layouts (inside any script)', 'count', (l) => l.forcedLayouts, {
      kind: 'absolute',
      max: 0,
      worst: true,
    }),
    row('the whole visit: renderer main thread, all tasks (page included)', 'ms', (l) => l.pageMs, {
      kind: 'none',
    }),
  ]
}
