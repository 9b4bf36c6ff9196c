/**
 * Budgets of the anti-spam runtime on the comment page (issue 3), in real Chromium:
 * - bytes of our files (`/dist/*`) fetched in the first 3 s with no interaction, measured
 *   as the gzip size of each response body: ≤ 12 KB;
 * - main-thread CPU time of the bundle's own tasks in the first 3 s, median of 15 fresh
 *   loads: ≤ 5 ms;
 * - the same during 3 s of 200 pointer moves, 20 key presses and scrolling, in every
 *   cookie mode: ≤ 5 ms, with zero forced synchronous layouts.
 * "Own tasks" are the trace events of the renderer main thread that name a `/dist/` script
 * (script evaluation, compilation, function calls from event listeners, timers and
 * callbacks), outer ones only, counted by thread time. A forced layout is a `Layout` event
 * inside one of them.
 */
import { gzipSync } from 'node:zlib'
import type { Browser, Page } from 'puppeteer'
import { launchBrowser } from '../sim/driver/launch'
import { resolveBrowser } from '../sim/driver/resolve-browser'
import { startSite, type SiteServer } from '../sim/server'
import type { BenchRow } from './forms'

interface TraceEvent {
  name: string
  ph: string
  ts: number
  dur?: number
  tdur?: number
  tid: number
  pid: number
  args?: { name?: string; data?: { url?: string; stackTrace?: unknown } }
}

const LOADS = Number(process.env.BENCH_ANTISPAM_LOADS ?? 15)
const INTERACTION_LOADS = Number(process.env.BENCH_ANTISPAM_INTERACTION_LOADS ?? 5)
const WINDOW_MS = 3000
const BYTES_BUDGET = 12 * 1024
const CPU_BUDGET_MS = 5
const OWN = /\/dist\/[^/]+\.js/
const SCRIPT_EVENTS = new Set(['EvaluateScript', 'FunctionCall', 'v8.compile', 'TimerFire'])

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** CPU ms of our scripts and forced layouts inside them, between two trace times (µs). */
export function ownCost(
  events: TraceEvent[],
  from = -Infinity,
  to = Infinity,
): { cpuMs: number; forcedLayouts: number } {
  const mains = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  )
  const onMain = events.filter((e) => e.ph === 'X' && mains.has(`${e.pid}:${e.tid}`))
  const ours = onMain
    .filter((e) => SCRIPT_EVENTS.has(e.name) && OWN.test(e.args?.data?.url ?? ''))
    .filter((e) => e.ts >= from && e.ts <= to)
    .sort((a, b) => a.ts - b.ts)
  const outer: TraceEvent[] = []
  for (const e of ours) {
    const last = outer.at(-1)
    if (last && last.tid === e.tid && e.ts < last.ts + (last.dur ?? 0)) continue
    outer.push(e)
  }
  const cpuUs = outer.reduce((sum, e) => sum + (e.tdur ?? e.dur ?? 0), 0)
  const forcedLayouts = onMain.filter(
    (l) =>
      l.name === 'Layout' &&
      outer.some((e) => e.tid === l.tid && l.ts >= e.ts && l.ts < e.ts + (e.dur ?? 0)),
  ).length
  return { cpuMs: cpuUs / 1000, forcedLayouts }
}

async function traced(page: Page, run: () => Promise<void>): Promise<TraceEvent[]> {
  await page.tracing.start({
    // No `disabled-by-default-*` categories: their stack capture would inflate every call.
    categories: ['devtools.timeline', 'blink.user_timing'],
  })
  await run()
  const buf = await page.tracing.stop()
  return (
    JSON.parse(Buffer.from(buf ?? new Uint8Array()).toString('utf8')) as {
      traceEvents: TraceEvent[]
    }
  ).traceEvents
}

const markTs = (events: TraceEvent[], name: string) =>
  events.find((e) => e.name === name && e.ph !== 'M')?.ts

/** 200 pointer moves, 20 key presses in the comment field and scrolling, over about 3 s. */
async function interact(page: Page): Promise<void> {
  await page.focus('#comment')
  const start = Date.now()
  for (let i = 0; i < 200; i++) {
    await page.mouse.move(100 + ((i * 7) % 600), 100 + ((i * 13) % 400))
    if (i % 10 === 9) await page.keyboard.press('KeyA')
    if (i % 25 === 24) await page.mouse.wheel({ deltaY: 120 })
    const due = start + ((i + 1) * WINDOW_MS) / 200
    if (due > Date.now()) await sleep(due - Date.now())
  }
}

async function oneLoad(
  browser: Browser,
  site: SiteServer,
  withInteraction: boolean,
): Promise<{ bytes: number; cpuMs: number; forcedLayouts: number }> {
  const context = await browser.createBrowserContext()
  try {
    const page = await context.newPage()
    let bytes = 0
    let started = 0
    const pending: Promise<void>[] = []
    page.on('response', (res) => {
      if (!OWN.test(new URL(res.url()).pathname) || Date.now() - started > WINDOW_MS) return
      pending.push(
        res.buffer().then(
          (b) => void (bytes += gzipSync(b, { level: 9 }).length),
          () => undefined,
        ),
      )
    })
    const events = await traced(page, async () => {
      started = Date.now()
      await page.goto(site.pageUrl('comment-form'), { waitUntil: 'load' })
      if (!withInteraction) {
        await sleep(Math.max(0, WINDOW_MS - (Date.now() - started)))
        return
      }
      await page.evaluate(() => performance.mark('bramble-interact-start'))
      await interact(page)
      await page.evaluate(() => performance.mark('bramble-interact-end'))
    })
    await Promise.all(pending)
    const cost = withInteraction
      ? ownCost(
          events,
          markTs(events, 'bramble-interact-start'),
          markTs(events, 'bramble-interact-end'),
        )
      : ownCost(events)
    return { bytes, ...cost }
  } finally {
    await context.close()
  }
}

/** Runs the anti-spam budgets and returns their table rows. */
export async function benchAntispam(): Promise<BenchRow[]> {
  const rows: BenchRow[] = []
  const browser = await launchBrowser(await resolveBrowser())
  try {
    const site = await startSite({ knobs: { cookieMode: 'native' } })
    try {
      const loads = []
      for (let i = 0; i < LOADS; i++) loads.push(await oneLoad(browser, site, false))
      const bytes = median(loads.map((l) => l.bytes))
      const cpu = median(loads.map((l) => l.cpuMs))
      rows.push(
        {
          metric: 'antispam: bytes in first 3 s (gzip)',
          value: `${(bytes / 1024).toFixed(1)} KB`,
          budget: '12 KB',
          ok: bytes <= BYTES_BUDGET,
        },
        {
          metric: 'antispam: CPU first 3 s, idle',
          value: `${cpu.toFixed(2)} ms`,
          budget: '5 ms',
          ok: cpu <= CPU_BUDGET_MS,
        },
      )
    } finally {
      await site.close()
    }
    for (const cookieMode of ['native', 'alternative', 'none'] as const) {
      const site = await startSite({ knobs: { cookieMode } })
      try {
        const runs = []
        for (let i = 0; i < INTERACTION_LOADS; i++) runs.push(await oneLoad(browser, site, true))
        const cpu = median(runs.map((r) => r.cpuMs))
        const layouts = Math.max(...runs.map((r) => r.forcedLayouts))
        rows.push(
          {
            metric: `antispam: CPU 3 s interaction, ${cookieMode}`,
            value: `${cpu.toFixed(2)} ms`,
            budget: '5 ms',
            ok: cpu <= CPU_BUDGET_MS,
          },
          {
            metric: `antispam: forced layouts, ${cookieMode}`,
            value: String(layouts),
            budget: '0',
            ok: layouts === 0,
          },
        )
      } finally {
        await site.close()
      }
    }
  } finally {
    await browser.close()
  }
  return rows
}
