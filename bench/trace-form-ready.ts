/**
 * A diagnosis, not a budget: the critical path of one form page from the bench's
 * `bench-start` mark to `bench-ready` (the side-by-side forms bench, bench/side-forms.ts),
 * laid out from a Chromium trace of single loads.
 *
 *   npx tsx bench/trace-form-ready.ts [contact|job] [loads] [original|bramble|both|base,bramble]
 *
 * (`base`: our page on the build in BENCH_BASELINE_DIST; `preload`: ours with the chunks
 * preloaded before the container and fetched by forms.js, as the plugin printed them before
 * the seventh round; BENCH_SERVER_LOG=1 adds when the site received and answered each request.)
 *
 * For each load it prints, in ms from `bench-start`: every script request (sent, first byte,
 * finished), the main thread's tasks longer than 0.3 ms with what ran in them (script
 * evaluation and its URL, compiles, calls, parsing, style, layout, paint, timers, animation
 * frames, event dispatch) and the gaps in which the main thread waited.
 */
import { existsSync } from 'node:fs'
import http from 'node:http'
import { syncBuiltinESMExports } from 'node:module'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { loadNffFile, pageFixtures, renderFormsPage } from '../sim/pages'
import { asBaseline, chunksAsPreloads } from './baseline'
import { CleanBrowser } from './clean-browser'
import { prepareOriginals, templatesDir } from './originals'
import { formPage } from './side-form-page'
import { readyProbe } from './side-form-probes'
import type { Impl } from './side-pages'
import { mainThreadEvents, markTime, type TraceEvent } from './lib/trace'
import { bramble } from '../sim/message'

const [shape = 'contact', loadsArg = '3', which = 'both'] = process.argv.slice(2)
const CATEGORIES = [
  'devtools.timeline',
  'blink.user_timing',
  'toplevel',
  'loading',
  'v8',
  'blink',
  'netlog',
]

// Events worth naming inside a task (the rest are summed into the task's total).
const NAMED = new Set([
  'EvaluateScript',
  'v8.compile',
  'v8.compileModule',
  'v8.produceCache',
  'v8.parseOnBackground',
  'FunctionCall',
  'ParseHTML',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'PrePaint',
  'TimerFire',
  'FireAnimationFrame',
  'EventDispatch',
  'RunMicrotasks',
  'V8.GCScavenger',
  'MajorGC',
  'MinorGC',
  'BeginMainThreadFrame',
  'Commit',
  'HTMLDocumentParser::PumpTokenizer',
  'ScriptStreamer',
])

function describe(e: TraceEvent, t0: number): string {
  const d = e.args?.data as Record<string, unknown> | undefined
  const what = String(d?.url ?? d?.type ?? d?.functionName ?? '').replace(/^.*\//, '')
  return `${((e.ts - t0) / 1000).toFixed(1)} ${e.name}${what ? `(${what})` : ''} ${((e.dur ?? 0) / 1000).toFixed(2)}ms`
}

function layout(events: TraceEvent[]): void {
  const t0 = markTime(events, 'bench-start')
  const t1 = markTime(events, 'bench-ready')
  const rel = (ts: number) => ((ts - t0) / 1000).toFixed(1)
  console.log(`ready ${rel(t1)} ms`)
  const reqs = new Map<string, Record<string, number | string>>()
  for (const e of events) {
    const d = e.args?.data as Record<string, unknown> | undefined
    const id = d?.requestId as string | undefined
    if (!id) continue
    const r = reqs.get(id) ?? {}
    if (e.name === 'ResourceSendRequest') {
      r.url = String(d?.url ?? '').replace(/^https?:\/\/[^/]+/, '')
      r.sent = e.ts
      r.priority = String(d?.priority ?? '')
    }
    if (e.name === 'ResourceReceiveResponse') r.response = e.ts
    if (e.name === 'ResourceFinish') r.finish = e.ts
    reqs.set(id, r)
  }
  for (const r of reqs.values())
    if (typeof r.sent === 'number')
      console.log(
        `  req ${r.url} ${r.priority} sent ${rel(r.sent)} resp ${typeof r.response === 'number' ? rel(r.response) : '-'} done ${typeof r.finish === 'number' ? rel(r.finish) : '-'}`,
      )
  const main = mainThreadEvents(events).filter((e) => e.ts + (e.dur ?? 0) >= t0 && e.ts <= t1)
  const tasks = main.filter((e) => e.name === 'ThreadControllerImpl::RunTask')
  let lastEnd = t0
  for (const t of tasks.sort((a, b) => a.ts - b.ts)) {
    const end = t.ts + (t.dur ?? 0)
    if (t.ts - lastEnd > 1000) console.log(`  -- idle ${((t.ts - lastEnd) / 1000).toFixed(1)} ms`)
    lastEnd = Math.max(lastEnd, end)
    if ((t.dur ?? 0) < 300) continue
    const inner = main
      .filter((e) => NAMED.has(e.name) && e.ts >= t.ts && e.ts < end && (e.dur ?? 0) >= 200)
      .map((e) => describe(e, t0))
    console.log(
      `  task ${rel(t.ts)} dur ${((t.dur ?? 0) / 1000).toFixed(2)} cpu ${((t.tdur ?? 0) / 1000).toFixed(2)}: ${inner.join(' | ')}`,
    )
  }
  const marks = events.filter(
    (e) =>
      e.ts >= t0 - 5000 &&
      e.ts <= t1 + 1000 &&
      /DOMContentLoaded|MarkDOMContent|MarkLoad|domContentLoaded|firstContentfulPaint|bench-/.test(
        e.name,
      ),
  )
  for (const m of marks) console.log(`  mark ${m.name} ${rel(m.ts)}`)
}

// With BENCH_SERVER_LOG=1, when the site received and answered each request (monotonic µs,
// the trace's clock).
const served: { url: string; got: number; sent: number }[] = []
if (process.env.BENCH_SERVER_LOG) {
  const create = http.createServer
  ;(http as { createServer: unknown }).createServer = (listener: http.RequestListener) =>
    create((req, res) => {
      const got = Number(process.hrtime.bigint() / 1000n)
      res.once('finish', () =>
        served.push({ url: req.url ?? '', got, sent: Number(process.hrtime.bigint() / 1000n) }),
      )
      listener(req, res)
    })
  syncBuiltinESMExports()
}
const { startBenchSite } = await import('./side-site')
const originals = await prepareOriginals()
const dir = originals.ok ? originals.dir : undefined
const site = await startBenchSite({}, dir)
const browser = await CleanBrowser.launch((url) => /^https?:/.test(url))
try {
  let html: string
  let fields: number
  if (shape === 'job') {
    const job = dir && `${templatesDir(dir)}/formtemplate-jobapplication.nff`
    if (!job || !existsSync(job)) throw new Error(bramble('trace: no job application template'))
    html = renderFormsPage(site.ctx, { title: 'Job', forms: [loadNffFile(job, '5')] })
    fields = 23
  } else {
    html = pageFixtures.get('forms-contact')!.render(site.ctx)
    fields = 4
  }
  // `base`: our page loading the build in BENCH_BASELINE_DIST (served at /dist-base/).
  const impls = which === 'both' ? ['original', 'bramble'] : which.split(',')
  const urls = Object.fromEntries(
    impls.map((name) => {
      const impl: Impl = name === 'original' ? 'original' : 'bramble'
      let page = formPage(html, { impl, originalsDir: dir, probe: readyProbe(fields) })
      // The page as the plugin printed it before the seventh round.
      if (name === 'preload') page = chunksAsPreloads(page)
      return [name, site.page(`t-${name}`, name === 'base' ? asBaseline(page) : page)]
    }),
  )
  for (let i = 0; i < Number(loadsArg); i++)
    for (const impl of impls) {
      const lag = monitorEventLoopDelay({ resolution: 1 })
      lag.enable()
      const events = await browser.traced(
        urls[impl]!,
        () => site.next('ready').then(() => {}),
        CATEGORIES,
      )
      lag.disable()
      if (process.env.BENCH_SERVER_LOG)
        console.log(`  bench process event-loop delay max ${(lag.max / 1e6).toFixed(1)} ms`)
      console.log(`=== ${impl} load ${i}`)
      layout(events)
      const t0 = markTime(events, 'bench-start')
      for (const s of served.splice(0))
        console.log(
          `  server ${s.url.slice(0, 60)} got ${((s.got - t0) / 1000).toFixed(1)} sent ${((s.sent - t0) / 1000).toFixed(1)}`,
        )
    }
} finally {
  await browser.close()
  await site.close()
}
