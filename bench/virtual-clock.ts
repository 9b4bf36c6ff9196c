/**
 * How fast the simulator's virtual clock runs a fixed wait of the runtime in wall time: the
 * email decoder's 3000 ms wait after a click (what `test/browser/sim-virtual-clock.test.ts`
 * checks as behaviour: the page's time moves only when the driver moves it). A timing, so a
 * bench row, not a test: budget ≤ 300 ms median on the 2-core machine.
 */
import { createClock, launchBrowser, resolveBrowser } from '../sim/driver'
import { ENCODED_CONTACTS } from '../sim/pages'
import { startSite, virtualSiteClock } from '../sim/server'
import type { BenchRow } from './lib/bench-row'
import { median } from './lib/stats'
import { bramble } from '../sim/message'

const RUNS = 5
const BUDGET_MS = 300

/** One decode: wall milliseconds the driver spent moving the page's time 3200 ms past the click. */
async function oneWait(browser: Awaited<ReturnType<typeof launchBrowser>>): Promise<number> {
  const siteClock = virtualSiteClock()
  const site = await startSite({ clock: siteClock })
  const context = await browser.createBrowserContext()
  try {
    const page = await context.newPage()
    const clock = await createClock({ realtime: false, site: siteClock })
    await clock.attach(page)
    await page.goto(site.pageUrl('encoded-emails'), { waitUntil: 'load' })
    await page.click('#shape-blur .apbct-email-encoder')
    // The click's reply and chunk land first (network, no visitor time): only the wait is left.
    const clicked = clock.now()
    for (let i = 0; i < 200; i++) {
      await clock.advanceTo(clock.now() + 1)
      const waiting = await page.$('#apbct_email_ecoder__popup_text_node_first')
      if (waiting && site.context.requests.some((r) => r.path.endsWith('/apbct_decode_email')))
        break
    }
    await page.waitForNetworkIdle({ idleTime: 50 })
    const wall = performance.now()
    await clock.advanceTo(clicked + 3200)
    const elapsed = performance.now() - wall
    const text = await page.$eval('#apbct_popup_text', (el) => el.textContent ?? '')
    if (!text.includes(ENCODED_CONTACTS.blur))
      throw new Error(
        bramble(
          'bench virtual-clock: the decoder showed no address 3200 ms after the click. Run test/browser/sim-virtual-clock.test.ts.',
        ),
      )
    return elapsed
  } finally {
    await context.close()
    await site.close()
  }
}

/** The median wall time of the decoder's 3000 ms wait in virtual time, over a few runs. */
export async function benchVirtualClock(): Promise<BenchRow[]> {
  const browser = await launchBrowser(await resolveBrowser())
  const walls: number[] = []
  try {
    for (let i = 0; i < RUNS; i++) walls.push(await oneWait(browser))
  } finally {
    await browser.close()
  }
  const m = median(walls)
  return [
    {
      metric: `virtual clock: decoder's 3000 ms wait, wall (median of ${RUNS})`,
      value: `${m.toFixed(0)} ms`,
      budget: `≤ ${BUDGET_MS} ms`,
      ok: m <= BUDGET_MS,
    },
  ]
}
