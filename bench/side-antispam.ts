/**
 * The anti-spam runtime side by side with the original (issue 19), in real Chromium with no
 * DevTools session on the measured pages (bench/clean-browser.ts).
 *
 * Page: a blog post with 10 comments (3 with the real-person badge), a search form and the
 * comment form (bench/side-pages.ts), in every cookie mode, bot detector on and off. With the
 * detector on, the plugin prints the cloud's detector script; offline it is a local URL that
 * answers 404, on both sides.
 *
 * Each load runs in a fresh browser context and is traced from the target's creation: the
 * first 3 s from navigation start give the start-up CPU, the bytes fetched and the longest
 * task; then `#comment` is focused and 3 s of pointer moves (200), key presses (20) and wheel
 * turns run between two clock-sync markers, giving the interaction CPU. Forced layouts count
 * in both windows. The original and Bramble alternate load by load, the order flipping every
 * pair, so a slower spell of a shared machine falls on both.
 */
import { setTimeout as sleep } from 'node:timers/promises'
import { interact, loadAndFocus } from './page-input'
import { BASELINE_DIR } from './baseline'
import { CleanBrowser } from './clean-browser'
import { preflightRegister, registerKnobs, registerPage } from './side-page-register'
import { commentPage, preflight, type Impl } from './side-pages'
import {
  implPages,
  interleavedLoads,
  longestTaskRow,
  ownScripts,
  rowsOf,
  scriptFiles,
  sideImpls,
  type SideSuiteOptions,
} from './side-runs'
import { startBenchSite, type BenchSite } from './side-site'
import type { SideRow } from './side-table'
import { fetchedBytes } from './lib/fetched-bytes'
import { markTime, navigationStart, scriptCost } from './lib/trace'
import { COMMENT_VISIT, oneVisit, REGISTER_VISIT, visitRows, type VisitPlan } from './side-visit'
import { bramble } from '../sim/message'

const WINDOW_MS = 3000
// The idle part of a load lasts this much past 3 s from the target's creation.
const SLACK_MS = 500
const START = 'bench-interact-start'
const END = 'bench-interact-end'

const OWN = ownScripts(/\/wp-content\/plugins\/cleantalk-spam-protect\/js\//)

interface Load {
  readonly startupMs: number
  readonly interactionMs: number
  readonly forcedLayouts: number
  readonly longestTaskMs: number
  readonly bytes: number
  readonly files: string[]
}

async function oneLoad(
  browser: CleanBrowser,
  url: string,
  impl: Impl,
  originalsDir: string | undefined,
): Promise<Load> {
  const events = await browser.traced(url, async (targetId) => {
    const created = Date.now()
    await sleep(WINDOW_MS + SLACK_MS - (Date.now() - created))
    await loadAndFocus(browser, targetId)
    const input = await browser.inputSession(targetId)
    await browser.marker(START)
    await interact(input)
    await browser.marker(END)
  })
  const from = navigationStart(events, url)
  const to = from + WINDOW_MS * 1000
  const startup = scriptCost(events, OWN[impl], from, to)
  const busy = scriptCost(events, OWN[impl], markTime(events, START), markTime(events, END))
  if (startup.tasks === 0)
    throw new Error(bramble(`antispam bench: no ${impl} script ran on ${url} in the first 3 s`))
  const fileFor = scriptFiles(impl, OWN, originalsDir)
  const { bytes, files } = await fetchedBytes(events, fileFor, from, to)
  return {
    startupMs: startup.cpuMs,
    interactionMs: busy.cpuMs,
    forcedLayouts: startup.forcedLayouts + busy.forcedLayouts,
    longestTaskMs: Math.max(startup.longestTaskMs, busy.longestTaskMs),
    bytes,
    files,
  }
}

/**
 * {@link oneLoad}, loaded again (at most twice) when none of the page's scripts ran in the
 * first 3 s: on a loaded shared machine a page can start that late, and the window would
 * then measure nothing. Said on stderr; a third such load fails the bench.
 */
async function oneLoadRetried(...args: Parameters<typeof oneLoad>): Promise<Load> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await oneLoad(...args)
    } catch (error) {
      const message = (error as Error).message
      if (attempt >= 3 || !message.includes('in the first 3 s')) throw error
      console.error(`bench: ${message} — the machine is busy; loading it again`)
    }
  }
}

/** Options of the anti-spam side by side. */
export interface SideAntispamOptions extends SideSuiteOptions {
  /** Whole visits per implementation and page shape (side-visit.ts); `loads` by default. */
  readonly visitLoads?: number
}

const MODES = ['native', 'alternative', 'none'] as const

/**
 * Runs the comment page in every shape (its windows and its whole visits) and the
 * registration page (pixel and email checks on) in every shape (whole visits), and returns
 * their rows.
 */
export async function sideAntispam({
  originals,
  loads,
  visitLoads = loads,
  wants = () => true,
}: SideAntispamOptions): Promise<SideRow[]> {
  const dir = originals.ok ? originals.dir : undefined
  const impls = sideImpls(dir)
  const withOriginal = impls.length > 1
  const rows: SideRow[] = []
  const browser = await CleanBrowser.launch((url) => /^https?:/.test(url))
  const visits = async (shape: string, urls: Record<Impl, string>, plan: VisitPlan) => {
    const runs = await interleavedLoads(
      impls,
      visitLoads,
      (impl) => oneVisit(browser, urls[impl], OWN[impl], plan),
      `[side-visit] ${shape}`,
    )
    return visitRows(rowsOf(runs, withOriginal, shape), shape.includes('detector on') ? 0.8 : 0.5)
  }
  try {
    for (const botDetector of [true, false])
      for (const cookieMode of MODES) {
        const shape = `comment page, ${cookieMode} cookies, detector ${botDetector ? 'on' : 'off'}`
        if (!wants(shape)) continue
        const site: BenchSite = await startBenchSite({ cookieMode, botDetector }, dir)
        try {
          const urls = implPages(site, 'comments', impls, (impl) =>
            commentPage(site.ctx, { impl, styles: !!dir }),
          )
          console.error(`bench: ${shape}: ${loads} loads and ${visitLoads} visits per side…`)
          for (const impl of impls)
            await preflight(browser.browser, urls[impl], BASELINE_DIR ? 'bramble' : impl, shape)
          const runs = await interleavedLoads(
            impls,
            loads,
            (impl) => oneLoadRetried(browser, urls[impl], impl, dir),
            `[side-antispam] ${shape}`,
          )
          rows.push(...shapeRows(shape, botDetector, runs, withOriginal))
          rows.push(...(await visits(shape, urls, COMMENT_VISIT)))
        } finally {
          await site.close()
        }
      }
    for (const botDetector of [true, false])
      for (const cookieMode of MODES) {
        const shape = `registration page, pixel and email checks on, ${cookieMode} cookies, detector ${botDetector ? 'on' : 'off'}`
        if (!wants(shape)) continue
        const site = await startBenchSite(registerKnobs({ cookieMode, botDetector }), dir)
        try {
          const urls = implPages(site, 'register', impls, (impl) =>
            registerPage(site.ctx, { impl, styles: !!dir }),
          )
          console.error(`bench: ${shape}: ${visitLoads} visits per side…`)
          for (const impl of impls)
            await preflightRegister(
              browser.browser,
              urls[impl],
              BASELINE_DIR ? 'bramble' : impl,
              shape,
              botDetector,
            )
          rows.push(...(await visits(shape, urls, REGISTER_VISIT)))
        } finally {
          await site.close()
        }
      }
  } finally {
    await browser.close()
  }
  return rows
}

function shapeRows(
  page: string,
  detector: boolean,
  runs: Record<Impl, Load[]>,
  withOriginal: boolean,
): SideRow[] {
  const row = rowsOf(runs, withOriginal, page)
  const files = [...new Set(runs.bramble.flatMap((l) => l.files))].join(' + ')
  return [
    row('start-up main-thread CPU, first 3 s', 'ms', (l) => l.startupMs, {
      kind: 'ratio',
      max: 0.5,
    }),
    row('CPU during 3 s of pointer, 20 keys, scroll', 'ms', (l) => l.interactionMs, {
      kind: 'ratio',
      max: detector ? 1.0 : 0.5,
    }),
    row('forced layouts (start-up and interaction)', 'count', (l) => l.forcedLayouts, {
      kind: 'absolute',
      max: 0,
      worst: true,
    }),
    row(
      'script bytes fetched in the first 3 s, gzip',
      'B',
      (l) => l.bytes,
      { kind: 'absolute', max: 12_288 },
      files,
    ),
    longestTaskRow(row),
  ]
}
