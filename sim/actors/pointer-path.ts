import { path as ghostPath } from 'ghost-cursor'
import type { ActorEvent, Box, Point } from './events'
import { atPointerRate, FULL_POINTER_RATE } from './pointer-rate'
import type { Rng } from './rng'

/** Fitts-law movement time (Shannon form): a + b·log2(D/W + 1), in ms. */
export function fittsMs(distance: number, width: number, a = 120, b = 160): number {
  return a + b * Math.log2(distance / Math.max(1, width) + 1)
}

/** Minimum-jerk position profile: progress at normalised time τ, bell-shaped speed. */
export function minimumJerk(tau: number): number {
  const t = Math.min(1, Math.max(0, tau))
  return t * t * t * (10 - 15 * t + 6 * t * t)
}

/**
 * The curve's geometry from ghost-cursor (a Bézier with a random spread). ghost-cursor draws
 * from Math.random, so it runs here on the seeded generator for byte-for-byte repeatability.
 */
export function curve(from: Point, to: Point, rng: Rng): Point[] {
  const real = Math.random
  Math.random = rng.next
  try {
    const pts = ghostPath(from, to) as Point[]
    return [from, ...pts.map((p) => ({ x: p.x, y: p.y })), to]
  } finally {
    Math.random = real
  }
}

function along(points: readonly Point[], s: number): Point {
  const lengths = [0]
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1]!
    const b = points[i]!
    lengths.push(lengths[i - 1]! + Math.hypot(b.x - a.x, b.y - a.y))
  }
  const total = lengths.at(-1)!
  if (total === 0) return points[0]!
  const want = s * total
  let i = 1
  while (i < lengths.length - 1 && lengths[i]! < want) i++
  const span = lengths[i]! - lengths[i - 1]!
  const f = span === 0 ? 0 : (want - lengths[i - 1]!) / span
  const a = points[i - 1]!
  const b = points[i]!
  return { x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f }
}

const round = (n: number) => Math.round(n * 10) / 10

/**
 * One aimed movement: the curve from ghost-cursor, timed by Fitts' law, with positions
 * following the minimum-jerk profile (slow start, fast middle, slow end) sampled at about
 * 60 Hz as a mouse reports them, then delivered at one move per `intervalMs` (see
 * pointer-rate.ts). The random draws do not depend on the rate: a coarser rate delivers a
 * subset of the same samples, and everything planned after the movement is unchanged.
 */
export function aimedMove(
  from: Point,
  to: Point,
  width: number,
  t0: number,
  rng: Rng,
  intervalMs = FULL_POINTER_RATE,
): ActorEvent[] {
  const distance = Math.hypot(to.x - from.x, to.y - from.y)
  if (distance < 1) return []
  const duration = fittsMs(distance, width) * rng.between(0.85, 1.2)
  const points = curve(from, to, rng)
  const events: ActorEvent[] = []
  for (let t = rng.between(6, 16); t < duration; t += rng.between(14, 19)) {
    const p = along(points, minimumJerk(t / duration))
    events.push({ t: Math.round(t0 + t), type: 'move', x: round(p.x), y: round(p.y) })
  }
  events.push({ t: Math.round(t0 + duration), type: 'move', x: round(to.x), y: round(to.y) })
  return atPointerRate(events as Extract<ActorEvent, { type: 'move' }>[], intervalMs)
}

/** A point inside a box, away from its edges. */
export function pointIn(box: Box, rng: Rng): Point {
  return {
    x: box.x + box.width * rng.between(0.3, 0.7),
    y: box.y + box.height * rng.between(0.3, 0.7),
  }
}

/**
 * A human reach for a box: on long moves, sometimes past the target and back (overshoot
 * and correction), as people do when they aim fast.
 */
export function humanMove(
  from: Point,
  box: Box,
  t0: number,
  rng: Rng,
  intervalMs = FULL_POINTER_RATE,
): ActorEvent[] {
  const to = pointIn(box, rng)
  const distance = Math.hypot(to.x - from.x, to.y - from.y)
  const width = Math.min(box.width, box.height)
  if (distance > 250 && rng.chance(0.5)) {
    const over = rng.between(0.04, 0.09)
    const past = { x: to.x + (to.x - from.x) * over, y: to.y + (to.y - from.y) * over }
    const first = aimedMove(from, past, width, t0, rng, intervalMs)
    const pause = rng.between(40, 120)
    const end = (first.at(-1)?.t ?? t0) + pause
    return [...first, ...aimedMove(past, to, width, end, rng, intervalMs)]
  }
  return aimedMove(from, to, width, t0, rng, intervalMs)
}

/**
 * A straight, constant-speed move, as simple automation draws one: a step every 16 ms,
 * delivered at one move per `intervalMs`.
 */
export function linearMove(
  from: Point,
  to: Point,
  t0: number,
  intervalMs = FULL_POINTER_RATE,
  speedPxPerMs = 1.5,
): ActorEvent[] {
  const distance = Math.hypot(to.x - from.x, to.y - from.y)
  const steps = Math.max(1, Math.round(distance / speedPxPerMs / 16))
  const samples = Array.from({ length: steps }, (_, i) => {
    const f = (i + 1) / steps
    return {
      t: Math.round(t0 + 16 * (i + 1)),
      type: 'move' as const,
      x: round(from.x + (to.x - from.x) * f),
      y: round(from.y + (to.y - from.y) * f),
    }
  })
  return atPointerRate(samples, intervalMs)
}
