/**
 * How often the driver delivers a pointer position. A mouse reports about every 16 ms and
 * the browser hands the page at most one mousemove per frame. A delivered CDP move costs one
 * rendered frame of wall time (~17 ms, plus a clock round trip) whatever the virtual clock
 * says: at ~16 ms a sample, virtual time pays about 1 s of wall time per second of motion, and
 * a realtime run falls further behind its own plan with every move. So both deliver one move
 * per POINTER_INTERVAL_MS of visitor time.
 *
 * 50 ms is a third of the anti-spam runtime's 150 ms sampling period, so every sampling tick
 * during a movement still sees two or three moves, and it leaves a realtime run 30 ms of slack
 * per move to keep up.
 */
export const POINTER_INTERVAL_MS = 50

/**
 * The farthest two delivered moves may be apart: a fast reach also delivers the sample before
 * the pointer would pass it, so the trail never jumps (the verdict counts 150 px as a jump).
 */
export const MAX_POINTER_STEP_PX = 100

/** The device's own rate: every ~16 ms sample is delivered. */
export const FULL_POINTER_RATE = 0

interface Sample {
  readonly t: number
  readonly x: number
  readonly y: number
}

const apart = (a: Sample, b: Sample) => Math.hypot(b.x - a.x, b.y - a.y)

/**
 * The samples of one movement that are delivered at one move per `intervalMs`: the first,
 * each one at least `intervalMs` after the last delivered (or sooner when the next sample is
 * more than MAX_POINTER_STEP_PX away from it), and always the last, where the movement ends.
 * `intervalMs` ≤ 0 keeps them all. Positions and times are the samples' own.
 */
export function atPointerRate<T extends Sample>(samples: readonly T[], intervalMs: number): T[] {
  if (intervalMs <= 0) return [...samples]
  const kept: T[] = []
  for (const [i, s] of samples.entries()) {
    const last = kept.at(-1)
    const next = samples[i + 1]
    if (!last || !next || s.t - last.t >= intervalMs || apart(last, next) > MAX_POINTER_STEP_PX)
      kept.push(s)
  }
  return kept
}
