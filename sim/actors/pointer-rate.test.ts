import { describe, expect, it } from 'vitest'
import type { ActorEvent, ActorState, PlannedStep } from './events'
import { createActor } from './create-actor'
import { humanMove, linearMove } from './pointer-path'
import { atPointerRate, POINTER_INTERVAL_MS } from './pointer-rate'
import { createRng } from './rng'

const field = (selector: string, x: number, y: number) => ({
  selector,
  box: { x, y, width: 260, height: 30 },
})
const steps: PlannedStep[] = [
  { action: 'move', target: field('#author', 900, 150) },
  { action: 'type', target: field('#author', 900, 150), text: 'Jane' },
  { action: 'click', target: field('#email', 60, 700) },
  { action: 'type', target: field('#email', 60, 700), text: 'jane@example.com' },
  { action: 'submit', target: field('#submit', 1000, 900) },
]

function plan(kind: 'human' | 'stealth' | 'replay', seed: number, pointerIntervalMs?: number) {
  const actor = createActor(kind, seed, {}, { pointerIntervalMs })
  let state: ActorState = { t: 0, cursor: { x: 640, y: 12 } }
  const events: ActorEvent[] = []
  for (const step of steps) {
    const p = actor.plan(step, state)
    events.push(...p.events)
    state = p.state
  }
  return events
}

/** Runs of consecutive moves (a reach), split where another event comes between. */
function strokes(events: readonly ActorEvent[]): ActorEvent[][] {
  const out: ActorEvent[][] = [[]]
  for (const e of events) {
    if (e.type === 'move') out.at(-1)!.push(e)
    else if (out.at(-1)!.length > 0) out.push([])
  }
  return out.filter((s) => s.length > 0)
}

describe('pointer delivery rate', () => {
  it('keeps the first and last sample and spaces the rest at least the interval apart', () => {
    const samples = Array.from({ length: 40 }, (_, i) => ({ t: 1000 + i * 16.5, x: i, y: 0 }))
    const kept = atPointerRate(samples, 50)
    expect(kept[0]).toBe(samples[0])
    expect(kept.at(-1)).toBe(samples.at(-1))
    for (const [i, s] of kept.slice(1, -1).entries())
      expect(s.t - kept[i]!.t).toBeGreaterThanOrEqual(50)
    expect(kept.every((s) => samples.includes(s))).toBe(true)
    expect(atPointerRate(samples, 0)).toEqual(samples)
  })

  it('delivers sooner where the pointer moves fast, so two moves are never 100 px apart', () => {
    const fast = Array.from({ length: 20 }, (_, i) => ({ t: i * 16, x: i * 45, y: 0 }))
    const kept = atPointerRate(fast, 50)
    const steps = kept.slice(1).map((s, i) => s.x - kept[i]!.x)
    expect(Math.max(...steps)).toBeLessThanOrEqual(100)
    expect(kept.length).toBeLessThan(fast.length)
  })

  it.each(['human', 'stealth', 'replay'] as const)(
    '%s: a coarser rate delivers a subset of the same moves and changes nothing else',
    (kind) => {
      const full = plan(kind, 4)
      const coarse = plan(kind, 4, POINTER_INTERVAL_MS)
      const key = (e: ActorEvent) => JSON.stringify(e)
      const fullKeys = new Set(full.map(key))
      expect(coarse.every((e) => fullKeys.has(key(e)))).toBe(true)
      expect(coarse.filter((e) => e.type !== 'move')).toEqual(full.filter((e) => e.type !== 'move'))
      const moves = (es: ActorEvent[]) => es.filter((e) => e.type === 'move').length
      expect(moves(coarse)).toBeLessThan(moves(full) / 2)
      // Every reach still starts and ends where it did, at the same times (Fitts durations).
      const ends = (es: ActorEvent[]) => strokes(es).map((s) => [s[0], s.at(-1)])
      expect(ends(coarse)).toEqual(ends(full))
    },
  )

  it('human reaches at the default rate: about one move per 50 ms, never 100 px apart', () => {
    for (let seed = 0; seed < 30; seed++) {
      const box = { x: 1100, y: 900, width: 40, height: 20 }
      const moves = humanMove({ x: 10, y: 10 }, box, 0, createRng(seed), 50) as {
        t: number
        x: number
        y: number
      }[]
      const jumps = moves.slice(1).map((m, i) => Math.hypot(m.x - moves[i]!.x, m.y - moves[i]!.y))
      expect(Math.max(...jumps)).toBeLessThanOrEqual(100)
      expect(moves.length).toBeLessThan((moves.at(-1)!.t - moves[0]!.t) / 30)
    }
    const line = linearMove({ x: 0, y: 0 }, { x: 900, y: 0 }, 0, 50)
    const gaps = line.slice(1).map((m, i) => m.t - line[i]!.t)
    expect(Math.min(...gaps.slice(0, -1))).toBeGreaterThanOrEqual(50)
    expect(line.at(-1)).toMatchObject({ x: 900, y: 0 })
  })
})
