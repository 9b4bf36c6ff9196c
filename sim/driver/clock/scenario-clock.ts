import type { Page } from 'puppeteer'

/**
 * The clock a scenario runs on. The driver owns it: actors' events carry times on it, and
 * the driver advances it to each event's time before dispatching the event.
 */
export interface ScenarioClock {
  readonly mode: 'virtual' | 'realtime'
  /** What the page's `Date.now()` read at visitor time 0. */
  epochMs(): number
  /** Milliseconds of visitor time since the scenario's first page started loading. */
  now(): number
  /** Prepares a page before its first navigation (installs the in-page clock). */
  attach(page: Page): Promise<void>
  /** Call before anything that may load a new document, so its `Date` continues. */
  beforeNavigation(): Promise<void>
  /** Lets visitor time pass until `t`, running every page timer and server delay due. */
  advanceTo(t: number): Promise<void>
  /** Notes from the run, e.g. requests that never settled. */
  readonly notes: string[]
}

/** The wall clock: waits are real waits. */
export function realtimeClock(): ScenarioClock {
  let start = performance.now()
  let epoch = Date.now()
  return {
    mode: 'realtime',
    epochMs: () => epoch,
    now: () => performance.now() - start,
    async attach() {
      start = performance.now()
      epoch = Date.now()
    },
    beforeNavigation: async () => undefined,
    async advanceTo(t) {
      const wait = t - (performance.now() - start)
      if (wait > 0) await new Promise((r) => setTimeout(r, wait))
    },
    notes: [],
  }
}
