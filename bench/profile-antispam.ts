/**
 * Where the anti-spam runtime's start-up CPU goes (a diagnosis for issue 19, not a budget).
 * Loads the side-by-side bench's comment page in one shape with no DevTools session attached
 * (bench/clean-browser.ts) and prints, per load, our outer script events of the first 3 s
 * (evaluation, listener calls, timers) with their thread time and wall time; a wall time far
 * above the thread time is a synchronous wait (the first storage and cookie accesses).
 *
 *   npx tsx bench/profile-antispam.ts [native|alternative|none] [on|off] [loads]
 *   PROFILE_SAMPLES=1   also V8's sampling profiler at 100 µs: self time per function of ours
 *                       (mapped to runtime/ through the source maps) — wall time, and the
 *                       profiler inflates the events it samples
 *   BENCH_BASELINE_DIST=<dir>  profile that build instead of dist/
 *   PROFILE_IMPL=original      profile the original plugin's scripts (from ../shared/oracles/)
 *                              on the same page, to compare where each one's time goes
 */
import { readFileSync } from 'node:fs'
import { SourceMap } from 'node:module'
import { setTimeout as sleep } from 'node:timers/promises'
import { interact, loadAndFocus } from './page-input'
import { asBaseline, BASELINE_DIR } from './baseline'
import { prepareOriginals } from './originals'
import { CleanBrowser } from './clean-browser'
import { commentPage } from './side-pages'
import { startBenchSite } from './side-site'
import { navigationStart, outerScriptEvents, type TraceEvent } from './lib/trace'
import { bramble } from '../sim/message'

const [mode = 'native', detector = 'on', count = '5'] = process.argv.slice(2)
const ORIGINAL = process.env.PROFILE_IMPL === 'original'
const OWN = ORIGINAL
  ? /\/wp-content\/plugins\/cleantalk-spam-protect\/js\//
  : BASELINE_DIR
    ? /\/dist-base\/[^/?]+\.js/
    : /\/dist\/[^/?]+\.js/
const SAMPLES = !!process.env.PROFILE_SAMPLES
const CATEGORIES = [
  'devtools.timeline',
  'toplevel',
  'blink.user_timing',
  ...(SAMPLES
    ? ['disabled-by-default-v8.cpu_profiler', 'disabled-by-default-v8.cpu_profiler.hires']
    : []),
]

interface CallFrame {
  readonly functionName?: string
  readonly url?: string
  readonly lineNumber?: number
  readonly columnNumber?: number
}
interface ProfileNode {
  readonly id: number
  readonly parent?: number
  readonly callFrame: CallFrame
}
interface ProfileEvent {
  readonly name: string
  readonly pid: number
  readonly ts: number
  readonly id?: string
  readonly args?: {
    data?: {
      startTime?: number
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }
      timeDeltas?: number[]
    }
  }
}

const urlOf = (e: TraceEvent) => String(e.args?.data?.url ?? '')
const fileOf = (url = '') => url.replace(/^.*\//, '').replace(/\?.*/, '')

/** The profiler's samples (trace time µs, node id) and its nodes. */
function samples(events: TraceEvent[]) {
  const nodes = new Map<number, ProfileNode>()
  const out: { ts: number; node: number }[] = []
  const clock = new Map<string, number>()
  for (const e of events as unknown as ProfileEvent[]) {
    const key = `${e.pid}:${e.id}`
    if (e.name === 'Profile') clock.set(key, e.args?.data?.startTime ?? e.ts)
    if (e.name !== 'ProfileChunk') continue
    const data = e.args?.data
    for (const n of data?.cpuProfile?.nodes ?? []) nodes.set(n.id, n)
    let t = clock.get(key) ?? e.ts
    const deltas = data?.timeDeltas ?? []
    ;(data?.cpuProfile?.samples ?? []).forEach((node, i) => {
      t += deltas[i] ?? 0
      out.push({ ts: t, node })
    })
    clock.set(key, t)
  }
  return { nodes, out: out.sort((a, b) => a.ts - b.ts) }
}

const maps = new Map<string, SourceMap | null>()
/** ` ← source:line name` of a position in one of our files, through its source map. */
function source(frame: CallFrame): string {
  const file = fileOf(frame.url)
  if (!file.endsWith('.js')) return ''
  if (!maps.has(file))
    try {
      const map = readFileSync(`${BASELINE_DIR ?? 'dist'}/${file}.map`, 'utf8')
      maps.set(file, new SourceMap(JSON.parse(map) as ConstructorParameters<typeof SourceMap>[0]))
    } catch {
      maps.set(file, null)
    }
  const p = maps.get(file)?.findEntry(frame.lineNumber ?? 0, frame.columnNumber ?? 0)
  return p && 'originalSource' in p
    ? ` ← ${p.originalSource.replace(/^.*runtime\//, '')}:${p.originalLine + 1}`
    : ''
}
const label = (f: CallFrame) =>
  `${f.functionName || '(anonymous)'} ${fileOf(f.url)}:${f.lineNumber}:${f.columnNumber}${source(f)}`

const selfTime = new Map<string, number>()
const originals = ORIGINAL ? await prepareOriginals() : undefined
if (originals && !originals.ok) throw new Error(bramble(`bench: ${originals.reason}`))
const site = await startBenchSite(
  { cookieMode: mode as 'native' | 'alternative' | 'none', botDetector: detector === 'on' },
  originals?.ok ? originals.dir : undefined,
)
const html = commentPage(site.ctx, { impl: ORIGINAL ? 'original' : 'bramble', styles: ORIGINAL })
const pageUrl = site.page('profile', BASELINE_DIR ? asBaseline(html) : html)
const browser = await CleanBrowser.launch((u) => /^https?:/.test(u))
try {
  for (let i = 0; i < Number(count); i++) {
    const events = await browser.traced(
      pageUrl,
      async (targetId) => {
        await sleep(3500)
        await loadAndFocus(browser, targetId)
        await interact(await browser.inputSession(targetId))
      },
      CATEGORIES,
    )
    const from = navigationStart(events, pageUrl)
    const outer = outerScriptEvents(events, OWN, from, from + 3_000_000)
    const ms = (us = 0) => (us / 1000).toFixed(2).padStart(6)
    const total = outer.reduce((sum, e) => sum + (e.tdur ?? e.dur ?? 0), 0)
    console.log(
      `load ${i + 1}: ${ORIGINAL ? "the original's" : 'ours'} ${ms(total)} ms of thread time in the first 3 s`,
    )
    for (const e of outer) {
      const fn = e.args?.data as { functionName?: string } | undefined
      console.log(
        `  +${ms(e.ts - from)} ms ${e.name.padEnd(14)} ${ms(e.tdur ?? e.dur)} ms (wall ${ms(e.dur)}) ${fileOf(urlOf(e))} ${fn?.functionName ?? ''}`,
      )
    }
    if (!SAMPLES) continue
    const { nodes, out } = samples(events)
    out.forEach((s, k) => {
      if (!outer.some((e) => s.ts >= e.ts && s.ts < e.ts + (e.dur ?? 0))) return
      const node = nodes.get(s.node)
      if (!node) return
      const dt = Math.min(1000, (out[k + 1]?.ts ?? s.ts + 100) - s.ts)
      selfTime.set(label(node.callFrame), (selfTime.get(label(node.callFrame)) ?? 0) + dt)
    })
  }
} finally {
  await browser.close()
  await site.close()
}
if (SAMPLES) {
  console.log('self time inside our events, per load (wall, sampled):')
  for (const [name, us] of [...selfTime].sort((a, b) => b[1] - a[1]).slice(0, 40))
    console.log(`  ${(us / 1000 / Number(count)).toFixed(3).padStart(7)} ms ${name}`)
}
