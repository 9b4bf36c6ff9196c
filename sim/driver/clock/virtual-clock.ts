import type { HTTPRequest, Page } from 'puppeteer'
import type { SiteClock } from '../../server/policy/site-clock'
import type { ScenarioClock } from './scenario-clock'

/** Options of the virtual clock. */
export interface VirtualClockOptions {
  /** What the page's `Date.now()` returns at visitor time 0. */
  readonly epochMs: number
  /** The mock site's clock, advanced in step with the page's. */
  readonly site: SiteClock
  /** The in-page clock's browser-ready source (sim/driver/in-page/page-clock.ts). */
  readonly source: string
  /** The global the in-page module is bundled under. */
  readonly globalName: string
  /** Seeds the page's Math.random. */
  readonly seed?: number
  /**
   * Wall-time limit for the page's other requests (an image, a font, a script in its HTML) to
   * settle before time moves on anyway.
   */
  readonly settleLimitMs?: number
  /**
   * The same for requests of the page's code (fetch, XHR, a script it inserted): their replies
   * run code at the time they land, so a busy machine must not move time past them.
   */
  readonly codeSettleLimitMs?: number
}

interface PageClockState {
  readonly now: number
  readonly nextDue: number | null
  readonly inflight: number
  readonly doc: string
}

/** Wall time a landed script still counts as in flight (see `attach`). */
const SCRIPT_RUN_GRACE_MS = 40
const STATE = 'window.__brambleClock ? window.__brambleClock.state() : null'
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

function transient(error: unknown): boolean {
  return /context was destroyed|Cannot find context|navigat|Target closed|detached/i.test(
    (error as Error).message,
  )
}

/**
 * Virtual time shared by the page and the mock site. Advancing to `t` is a small
 * discrete-event loop: wait until every request the page has in flight has either
 * settled or is parked on the site clock (a slow or held reply); pick the earliest of
 * the page's next timer, the site's next wake-up and `t`; move both clocks there; repeat.
 * So a reply delayed 5 s arrives at virtual 5 s, and a client timeout fires while the
 * server still holds the request, with no wall time spent waiting.
 */
export function virtualClock(options: VirtualClockOptions): ScenarioClock {
  let now = 0
  // Virtual time at which the current document's clock read 0, and which document that is:
  // learnt from the document itself, the first time the driver reads a clock it has not
  // seen (puppeteer's navigation event can arrive after the new document's first reads).
  let docStart = 0
  let doc: string | undefined
  let page: Page | undefined
  let scriptId: string | undefined
  // Every network request of the page as the browser reports it (scripts and chunks too,
  // which the in-page count cannot see).
  let network = 0
  const notes: string[] = []
  const settleLimit = options.settleLimitMs ?? 3000
  const codeSettleLimit = options.codeSettleLimitMs ?? 60_000

  const register = async (p: Page) => {
    if (scriptId) await p.removeScriptToEvaluateOnNewDocument(scriptId).catch(() => undefined)
    const epoch = options.epochMs + Math.round(now)
    const call = `${options.source}\n;${options.globalName}.installVirtualClock(${epoch}, ${options.seed ?? 1})`
    scriptId = (await p.evaluateOnNewDocument(call)).identifier
  }

  const adopt = (s: PageClockState | null): PageClockState | null => {
    if (s && s.doc !== doc) {
      doc = s.doc
      docStart = now - s.now
    }
    return s
  }
  // The page's clock to `t` (visitor time), if it is still the document `doc` names; a
  // document not seen yet is only read, so its start is learnt before its time moves.
  // It moves only while at most `held` of the page's requests are in flight: the page checks
  // its own count when the call arrives, so a request it started after the driver last read
  // its state still stops time (under request interception the driver hears of a request only
  // once the browser has paused it, which can be after the page's state was read).
  const advanceExpr = (t: number, held: number) =>
    `window.__brambleClock ? window.__brambleClock.advanceTo(${t - docStart}, ${JSON.stringify(doc ?? '')}, ${held}) : null`

  const read = async (expr: string | (() => string)): Promise<PageClockState | null> => {
    for (let attempt = 0; ; attempt++) {
      try {
        return adopt(
          (await page!.evaluate(typeof expr === 'string' ? expr : expr())) as PageClockState | null,
        )
      } catch (error) {
        if (!transient(error) || attempt > 50) throw error
        await sleep(10)
      }
    }
  }

  // Requests the page may have in flight while its time moves: those the site holds, or any
  // number once they failed to settle within the limit (time moves on, with a note).
  let held = () => options.site.sleeping()
  // Waits (in wall time) until the page's requests have landed or are parked on the site.
  const settle = async (): Promise<PageClockState | null> => {
    const started = performance.now()
    held = () => options.site.sleeping()
    for (;;) {
      const s = await read(STATE)
      const sleeping = options.site.sleeping()
      if (!s || Math.max(s.inflight, network) <= sleeping) return s
      const limit = s.inflight > sleeping ? codeSettleLimit : settleLimit
      if (performance.now() - started > limit) {
        notes.push(
          `at ${Math.round(now)} ms: ${Math.max(s.inflight, network)} request(s) still in flight after ${limit} ms of wall time; time moved on`,
        )
        held = () => Infinity
        return s
      }
      await sleep(2)
    }
  }

  return {
    mode: 'virtual',
    epochMs: () => options.epochMs,
    now: () => now,
    notes,
    async attach(p) {
      page = p
      p.on('request', () => void network++)
      // A script counts as on the wire a little after it lands: it still has to run, and a
      // chunk that loads the next one (the UI chunk, then React) starts that request only
      // then; time must not jump in the gap.
      const landed = (request: HTTPRequest) => {
        const release = () => void (network = Math.max(0, network - 1))
        if (request.resourceType() === 'script') setTimeout(release, SCRIPT_RUN_GRACE_MS)
        else release()
      }
      p.on('requestfinished', landed)
      p.on('requestfailed', landed)
      await register(p)
    },
    async beforeNavigation() {
      if (page) await register(page)
    },
    async advanceTo(target) {
      if (!page) {
        // No page (the raw-HTTP actor): only the site's clock moves.
        now = Math.max(now, target)
        options.site.advanceTo(now)
        return
      }
      // Fast path: nothing waits on the site and nothing is on the wire (a script or chunk
      // still loading would land after time had jumped), so the page runs its own timers up
      // to `target` in one call; it stops early only if a timer starts a request.
      if (
        network === 0 &&
        options.site.sleeping() === 0 &&
        options.site.nextDue() === undefined &&
        target >= now
      ) {
        const s = await read(() => advanceExpr(target, 0))
        if (!s || (s.inflight === 0 && network === 0 && s.now + docStart >= target)) {
          now = target
          options.site.advanceTo(now)
          return
        }
      }
      for (let guard = 0; guard < 100_000; guard++) {
        const s = await settle()
        if (!s) {
          // No clock in this document (about:blank, or a page still loading): time just moves.
          now = Math.max(now, target)
          options.site.advanceTo(now)
          return
        }
        const pageNext = s.nextDue === null ? Infinity : s.nextDue + docStart
        const next = Math.min(target, pageNext, options.site.nextDue() ?? Infinity)
        now = Math.max(now, next)
        // The page's clock moves first, so a reply the site releases at `now` lands at `now`.
        let moved: PageClockState | null = null
        try {
          moved = adopt((await page.evaluate(advanceExpr(now, held()))) as PageClockState | null)
        } catch (error) {
          if (!transient(error)) throw error
        }
        // The page had started a request since it was read: the site waits with it until the
        // request has landed (or is held), so a delay it applies starts at the page's time.
        if (moved && moved.doc === doc && moved.now + docStart < now && moved.inflight > held())
          continue
        const asleep = options.site.sleeping()
        options.site.advanceTo(now)
        if (options.site.sleeping() < asleep) await settle()
        if (now < target) continue
        const after = await settle()
        if (!after) return
        const pendingPage = after.nextDue === null ? Infinity : after.nextDue + docStart
        const done =
          after.now + docStart >= target &&
          pendingPage > target &&
          (options.site.nextDue() ?? Infinity) > target
        if (done) return
      }
      throw new Error(`virtual clock did not reach ${target} ms: a timer keeps rescheduling itself`)
    },
  }
}
