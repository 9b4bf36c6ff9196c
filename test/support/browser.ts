import type { Browser, Page } from 'puppeteer'
import { afterAll, beforeAll } from 'vitest'
import { launchBrowser } from '../../sim/driver/launch'
import { resolveBrowser } from '../../sim/driver/resolve-browser'
import { createClock, type ScenarioClock } from '../../sim/driver/clock'
import { startSite, type SiteOptions, type SiteServer } from '../../sim/server'
import type { ClockControl } from '../../sim/driver/in-page/page-clock'
import { virtualSiteClock, type SiteClock } from '../../sim/server/policy'

/** One headless Chromium for a test file. */
export async function startBrowser(): Promise<Browser> {
  return launchBrowser(await resolveBrowser())
}

/** One Chromium for the test file, closed after it; call at the top of a test file. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined
  beforeAll(async () => {
    browser = await startBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })
  return () => browser!
}

/** A page opened on a fixture of a fresh mocked site, with its console and errors. */
export interface OpenedPage {
  readonly page: Page
  readonly site: SiteServer
  readonly console: string[]
  readonly errors: string[]
  /** Paths of the bundle files the page fetched from dist/. */
  readonly fetchedBundles: () => string[]
  /**
   * Lets `ms` of the page's time pass (only with `virtualTime`): the page's and the site's
   * clocks jump, every timer due runs and every reply due lands, with no wall time spent.
   */
  advance(ms: number): Promise<void>
  close(): Promise<void>
}

/** Options of `openFixture`. */
export type FixtureOptions = SiteOptions & {
  beforeLoad?: (page: Page) => Promise<unknown>
  /**
   * Runs the page and the site on the simulator's virtual clock (sim/driver/clock): the
   * page's timers, `Date` and `performance.now` stand still until the test calls `advance`.
   * For tests whose subject is a fixed wait of the runtime (a 2 s start-up delay, a 300 ms
   * debounce, "nothing more after N ms"), which then costs no wall time.
   */
  virtualTime?: boolean
}

/** Virtual time moves at least this far per step (a page polling every frame stays cheap). */
const MIN_STEP_MS = 50
/** Wall time without a request that counts as a quiet network between steps. */
const QUIET_MS = 25

/**
 * Advances the virtual clock by `ms`, one step per page timer (at least MIN_STEP_MS), letting
 * the network go quiet after each: a request a timer or an input event started can reach the
 * driver later than the page's own clock state does, and must land (and its script run) before
 * time moves past what it schedules. Replies the site holds on its clock do not count.
 */
async function advanceSettled(
  page: Page,
  clock: ScenarioClock,
  siteClock: SiteClock,
  ms: number,
): Promise<void> {
  const end = clock.now() + ms
  do {
    const state = await page
      .evaluate(() => (window as { __brambleClock?: ClockControl }).__brambleClock?.state())
      .catch(() => undefined)
    const due = state?.nextDue != null ? state.nextDue - state.now : Infinity
    await clock.advanceTo(Math.min(end, clock.now() + Math.max(MIN_STEP_MS, due)))
    await page.waitForNetworkIdle({ idleTime: QUIET_MS, concurrency: siteClock.sleeping() })
  } while (clock.now() < end)
}

/** Opens `fixture` in a new incognito context against a new mocked site. */
export async function openFixture(
  browser: Browser,
  fixture: string,
  options: FixtureOptions = {},
): Promise<OpenedPage> {
  const siteClock = options.virtualTime ? virtualSiteClock() : undefined
  const site = await startSite({ ...options, ...(siteClock ? { clock: siteClock } : {}) })
  const context = await browser.createBrowserContext()
  const page = await context.newPage()
  let clock: ScenarioClock | undefined
  if (siteClock) {
    clock = await createClock({ realtime: false, site: siteClock })
    await clock.attach(page)
  }
  const consoleLines: string[] = []
  const errors: string[] = []
  const bundles: string[] = []
  page.on('console', (m) => consoleLines.push(`${m.type()}: ${m.text()}`))
  page.on('pageerror', (e) => errors.push(String(e)))
  page.on('request', (r) => {
    const url = new URL(r.url())
    if (url.pathname.startsWith('/dist/')) bundles.push(url.pathname.slice(6))
  })
  await options.beforeLoad?.(page)
  await page.goto(site.pageUrl(fixture), { waitUntil: 'load' })
  return {
    page,
    site,
    console: consoleLines,
    errors,
    fetchedBundles: () => [...bundles],
    async advance(ms) {
      if (!clock || !siteClock)
        throw new Error('advance() needs openFixture(..., { virtualTime: true })')
      await advanceSettled(page, clock, siteClock, ms)
    },
    async close() {
      await context.close()
      await site.close()
    },
  }
}
