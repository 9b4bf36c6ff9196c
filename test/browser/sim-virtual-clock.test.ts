import { http, HttpResponse, type RequestHandler } from 'msw'
import type { Browser, BrowserContext, Page } from 'puppeteer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createClock, DEFAULT_EPOCH, type ScenarioClock } from '../../sim/driver/clock'
import { startSite, type SiteServer } from '../../sim/server'
import { virtualSiteClock } from '../../sim/server/policy'
import type { SitePolicyInput } from '../../sim/site/server-policy-schema'
import { startBrowser } from '../support/browser'
import { ENCODED_CONTACTS } from '../../sim/pages/encoded-emails'

// A page whose own code waits as the runtime does (a 3000 ms timer, a request with a
// 15 s client timeout) and records what its clocks said.
const PROBE = `<!DOCTYPE html><html><body><script>
window.probe = { start: performance.now(), startDate: Date.now(), events: [] };
setTimeout(function () { probe.timer = performance.now(); probe.timerDate = Date.now() }, 3000);
addEventListener('mousemove', function (e) { probe.events.push(e.timeStamp) });
window.call = function (ms) {
  var ctl = new AbortController(); var t0 = performance.now();
  var timer = setTimeout(function () { ctl.abort() }, ms);
  return fetch('/wp-json/cleantalk-antispam/v1/alt_sessions', { method: 'POST', body: new FormData(), signal: ctl.signal })
    .then(function (r) { clearTimeout(timer); probe.reply = { status: r.status, after: performance.now() - t0 } })
    .catch(function (e) { probe.reply = { error: e.name, after: performance.now() - t0 } });
};
window.insertChunk = function () {
  var s = document.createElement('script'); s.src = '/clock-probe-chunk.js'; document.head.appendChild(s);
};
</script></body></html>`

// A chunk the page's code inserts: it notes the page's time when it ran.
const CHUNK = 'probe.chunk = performance.now()'
const SCRIPT = { 'content-type': 'text/javascript' }

let browser: Browser
beforeAll(async () => {
  browser = await startBrowser()
})
afterAll(async () => {
  await browser?.close()
})

async function open(
  policy: SitePolicyInput = {},
  overrides: RequestHandler[] = [],
): Promise<{ page: Page; clock: ScenarioClock; site: SiteServer; context: BrowserContext }> {
  const siteClock = virtualSiteClock()
  const site = await startSite({
    policy,
    clock: siteClock,
    overrides: () => [
      http.get('*/clock-probe/', () => HttpResponse.html(PROBE)),
      http.get('*/clock-probe-chunk.js', () => HttpResponse.text(CHUNK, { headers: SCRIPT })),
      ...overrides,
    ],
  })
  const context = await browser.createBrowserContext()
  const page = await context.newPage()
  const clock = await createClock({ realtime: false, site: siteClock })
  await clock.attach(page)
  await page.goto(`${site.origin}/clock-probe/`, { waitUntil: 'load' })
  return { page, clock, site, context }
}

interface Probe {
  start: number
  startDate: number
  timer?: number
  timerDate?: number
  events: number[]
  reply?: { status?: number; error?: string; after: number }
  chunk?: number
}
const probe = (page: Page) => page.evaluate('window.probe') as Promise<Probe>
/** The page's own `performance.now()`: the virtual time its clock shows. */
const pageNow = (page: Page) => page.evaluate(() => performance.now())

describe('virtual clock', () => {
  // How fast virtual time runs in wall time is measured by the bench (`npm run bench -- --only
  // virtual-clock`), not asserted here: a busy machine can take any wall time.
  it("runs the email decoder's 3000 ms wait on the driver's time: its own clock moving 3000 ± 150 ms, none while wall time passes", async () => {
    const siteClock = virtualSiteClock()
    const site = await startSite({ clock: siteClock })
    const context = await browser.createBrowserContext()
    try {
      const page = await context.newPage()
      const clock = await createClock({ realtime: false, site: siteClock })
      await clock.attach(page)
      await page.goto(site.pageUrl('encoded-emails'), { waitUntil: 'load' })
      // The runtime's own times: when the visitor clicked, when the address was shown.
      await page.evaluate((address) => {
        const w = window as unknown as { decoderTimes: { click?: number; shown?: number } }
        w.decoderTimes = {}
        addEventListener('click', () => (w.decoderTimes.click ??= performance.now()), true)
        new MutationObserver(() => {
          const text = document.querySelector('#apbct_popup_text')?.textContent ?? ''
          if (text.includes(address)) w.decoderTimes.shown ??= performance.now()
        }).observe(document.body, { subtree: true, childList: true, characterData: true })
      }, ENCODED_CONTACTS.blur)
      await page.click('#shape-blur .apbct-email-encoder')
      // Before timing, let the click's work land: the decode reply and the UI chunk (network,
      // wall time), at the same visitor time; only the decoder's own wait is left.
      const clicked = clock.now()
      for (let i = 0; i < 200; i++) {
        await clock.advanceTo(clock.now() + 1)
        const waiting = await page.$('#apbct_email_ecoder__popup_text_node_first')
        const replied = site.context.requests.some((r) => r.path.endsWith('/apbct_decode_email'))
        if (waiting && replied) break
      }
      const before = await pageNow(page)
      // At least 50 ms of wall time with the network quiet: the page's time stands still.
      await page.waitForNetworkIdle({ idleTime: 50 })
      expect(await pageNow(page)).toBe(before)
      const times = () =>
        page.evaluate('window.decoderTimes') as Promise<{ click?: number; shown?: number }>
      expect((await times()).shown).toBeUndefined()

      await clock.advanceTo(clicked + 3200)

      const t = await times()
      expect(t.shown! - t.click!).toBeGreaterThanOrEqual(2850)
      expect(t.shown! - t.click!).toBeLessThanOrEqual(3150)
      // The page's time is where the driver moved it, whatever wall time that took.
      expect(await pageNow(page)).toBe(clicked + 3200)
    } finally {
      await context.close()
      await site.close()
    }
  })

  it("runs the page's 3000 ms wait when the driver moves its time 3000 ms, not as wall time passes", async () => {
    const { page, clock, site, context } = await open()
    try {
      await page.waitForNetworkIdle({ idleTime: 50 })
      // The wall time spent loading and waiting for a quiet network moved nothing.
      expect(await pageNow(page)).toBe(0)
      expect((await probe(page)).timer).toBeUndefined()
      await clock.advanceTo(3000)
      const p = await probe(page)
      expect(p.startDate).toBe(DEFAULT_EPOCH)
      expect(p.timer! - p.start).toBeGreaterThanOrEqual(2850)
      expect(p.timer! - p.start).toBeLessThanOrEqual(3150)
      expect(p.timerDate! - p.startDate).toBe(3000)
      expect(await pageNow(page)).toBe(3000)
    } finally {
      await context.close()
      await site.close()
    }
  })

  it('does not fire the timer before its time, and stamps events with virtual time', async () => {
    const { page, clock, site, context } = await open()
    try {
      await clock.advanceTo(2999)
      expect((await probe(page)).timer).toBeUndefined()
      await page.mouse.move(10, 10)
      await clock.advanceTo(3500)
      await page.mouse.move(20, 20)
      const p = await probe(page)
      expect(p.timer).toBe(3000)
      expect(p.events).toEqual([2999, 3500])
    } finally {
      await context.close()
      await site.close()
    }
  })

  it("delivers a server reply delayed 5 s at virtual 5 s, on the site's clock", async () => {
    const { page, clock, site, context } = await open({
      faults: [{ kind: 'slow', match: { route: 'alt_sessions' }, delayMs: 5000 }],
    })
    try {
      await page.evaluate('void window.call(15000)')
      // The site holds the reply on its clock: 1 ms short of the delay, still nothing.
      await clock.advanceTo(4999)
      expect((await probe(page)).reply).toBeUndefined()
      await clock.advanceTo(8000)
      const p = await probe(page)
      // An empty save is refused as the real server refuses it (no `cookies` field: 400).
      expect(p.reply).toEqual({ status: 400, after: 5000 })
    } finally {
      await context.close()
      await site.close()
    }
  })

  it("fires the client's 15 s timeout while the server holds the request", async () => {
    const { page, clock, site, context } = await open({
      faults: [{ kind: 'timeout', match: { route: 'alt_sessions' } }],
    })
    try {
      await page.evaluate('void window.call(15000)')
      await clock.advanceTo(14_999)
      expect((await probe(page)).reply).toBeUndefined()
      await clock.advanceTo(20_000)
      expect((await probe(page)).reply).toEqual({ error: 'AbortError', after: 15_000 })
    } finally {
      await context.close()
      await site.close()
    }
  })

  /**
   * Opens the probe page under request interception, as a strict-policy test serves it:
   * puppeteer reports a request only once the browser has paused it, which can be after the
   * page's state was read. A second interceptor holds the page's request matching `pattern`
   * before puppeteer's sees it, as a busy machine can, so the driver knows of nothing on the
   * wire; `start` makes the request. Moves the clock to 8000 ms, letting the request go once
   * the clock's first call has reached the page.
   */
  async function heldBeforeTheDriverSeesIt(pattern: string, start: string): Promise<Probe> {
    const { page, clock, site, context } = await open()
    try {
      await page.setRequestInterception(true)
      page.on('request', (r) => void r.continue())
      const cdp = await page.createCDPSession()
      const paused = new Promise<string>((resolve) =>
        cdp.on('Fetch.requestPaused', (e) => resolve(e.requestId)),
      )
      await cdp.send('Fetch.enable', { patterns: [{ urlPattern: pattern }] })
      await clock.advanceTo(1)
      await page.evaluate(start)
      const requestId = await paused
      const moved = clock.advanceTo(8000)
      // Evaluated after the clock's first call, which therefore met the request still held.
      await page.evaluate('0')
      await cdp.send('Fetch.continueRequest', { requestId })
      await moved
      return await probe(page)
    } finally {
      await context.close()
      await site.close()
    }
  }

  it("does not move the page's time while its call is on the wire but not yet seen by the driver", async () => {
    // The reply landed when the call was made (virtual time 1): no time passed on the wire.
    const p = await heldBeforeTheDriverSeesIt('*alt_sessions*', 'void window.call(15000)')
    expect(p.reply).toEqual({ status: 400, after: 0 })
  })

  it("does not move the page's time while a script its code inserted is loading, unseen by the driver", async () => {
    // The chunk ran at the time it was inserted, before the page's 3000 ms timer.
    const p = await heldBeforeTheDriverSeesIt('*clock-probe-chunk*', 'window.insertChunk()')
    expect(p.chunk).toBe(1)
    expect(p.timer).toBe(3000)
  })

  it('waits for a slow reply on the wire although the site still holds one the page gave up on', async () => {
    // The second call's reply takes 300 ms of wall time (a busy server), no virtual time.
    let busy = false
    const slowly = http.post('*/alt_sessions', async () => {
      if (busy) await new Promise((resolve) => setTimeout(resolve, 300))
      return undefined
    })
    const { page, clock, site, context } = await open(
      { faults: [{ kind: 'timeout', match: { route: 'alt_sessions' }, from: 1, times: 1 }] },
      [slowly],
    )
    try {
      await page.evaluate('void window.call(15000)')
      await clock.advanceTo(20_000)
      expect((await probe(page)).reply).toEqual({ error: 'AbortError', after: 15_000 })
      // The site holds the first reply for an hour; nobody waits for it any more. Time must
      // not move past the second call's 15 s timeout while its reply is on the wire.
      busy = true
      await page.evaluate('void window.call(15000)')
      await clock.advanceTo(40_000)
      expect((await probe(page)).reply).toEqual({ status: 400, after: 0 })
    } finally {
      await context.close()
      await site.close()
    }
  })
})
