import { bramble } from '../../message'

/**
 * The clock the mock site's delays and timeouts run on. In real time it is the wall clock;
 * in virtual time the driver advances it in step with the page's clock, so a slow reply of
 * 5 s costs no wall time and lands at the same virtual moment on every run.
 */
export interface SiteClock {
  readonly mode: 'virtual' | 'realtime'
  /** Milliseconds since the site started, on this clock. */
  now(): number
  /**
   * Resolves after `ms` on this clock; rejects when the clock is disposed. `signal` is the
   * request's: once its client has gone, the wait still ends at its time but no longer counts
   * as a reply someone waits for ({@link sleeping}, {@link nextDue}).
   */
  sleep(ms: number, signal?: AbortSignal): Promise<void>
  /** How many replies a client still waits for are waiting on this clock. */
  sleeping(): number
  /** The earliest pending wake-up a client still waits for (virtual only), else undefined. */
  nextDue(): number | undefined
  /** Moves virtual time forward to `t`, waking every sleeper due by then. */
  advanceTo(t: number): void
  /** Rejects every pending sleep: the site is closing. */
  dispose(): void
}

interface Sleeper {
  readonly due: number
  readonly seq: number
  readonly resolve: () => void
  readonly reject: (error: Error) => void
  readonly signal?: AbortSignal
}

// A reply whose client has gone (the page gave up, or navigated) is waited for by no one:
// counting it would let the driver treat a request still on the wire as one parked here.
const awaited = (signal?: AbortSignal) => !signal?.aborted

const closed = () => new Error(bramble('The mock site closed while a reply was still delayed.'))

/** A clock only the driver moves. */
export function virtualSiteClock(): SiteClock {
  let now = 0
  let seq = 0
  let sleepers: Sleeper[] = []
  return {
    mode: 'virtual',
    now: () => now,
    sleep(ms, signal) {
      return new Promise<void>((resolve, reject) => {
        sleepers.push({ due: now + Math.max(0, ms), seq: seq++, resolve, reject, signal })
      })
    },
    sleeping: () => sleepers.filter((s) => awaited(s.signal)).length,
    nextDue() {
      let min: number | undefined
      for (const s of sleepers)
        if (awaited(s.signal) && (min === undefined || s.due < min)) min = s.due
      return min
    },
    advanceTo(t) {
      if (t < now) return
      now = t
      const due = sleepers.filter((s) => s.due <= t).sort((a, b) => a.due - b.due || a.seq - b.seq)
      sleepers = sleepers.filter((s) => s.due > t)
      for (const s of due) s.resolve()
    },
    dispose() {
      for (const s of sleepers) s.reject(closed())
      sleepers = []
    },
  }
}

/** The wall clock. */
export function realtimeSiteClock(): SiteClock {
  const start = performance.now()
  const timers = new Map<
    ReturnType<typeof setTimeout>,
    { reject: (error: Error) => void; signal?: AbortSignal }
  >()
  return {
    mode: 'realtime',
    now: () => performance.now() - start,
    sleep(ms, signal) {
      return new Promise<void>((resolve, reject) => {
        const t = setTimeout(() => {
          timers.delete(t)
          resolve()
        }, ms)
        timers.set(t, { reject, signal })
      })
    },
    sleeping: () => [...timers.values()].filter((t) => awaited(t.signal)).length,
    nextDue: () => undefined,
    advanceTo: () => undefined,
    dispose() {
      for (const [t, { reject }] of timers) {
        clearTimeout(t)
        reject(closed())
      }
      timers.clear()
    },
  }
}
