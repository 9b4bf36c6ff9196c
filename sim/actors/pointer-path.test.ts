import { describe, expect, it } from 'vitest'
import { aimedMove, fittsMs, humanMove, linearMove } from './pointer-path'
import { createRng } from './rng'

type Move = { t: number; x: number; y: number }
const moves = (events: readonly { type: string }[]) =>
  events.filter((e): e is Move & { type: 'move' } => e.type === 'move')

describe('human pointer paths', () => {
  it('take longer for farther and smaller targets (Fitts law)', () => {
    expect(fittsMs(800, 20)).toBeGreaterThan(fittsMs(200, 20))
    expect(fittsMs(400, 10)).toBeGreaterThan(fittsMs(400, 100))
  })

  it('have a bell-shaped speed: slow at both ends, fastest in the middle', () => {
    const m = moves(aimedMove({ x: 50, y: 50 }, { x: 850, y: 450 }, 30, 0, createRng(3)))
    const speeds = m.slice(1).map((p, i) => {
      const q = m[i]!
      return Math.hypot(p.x - q.x, p.y - q.y) / Math.max(1, p.t - q.t)
    })
    const third = Math.floor(speeds.length / 3)
    const avg = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length
    const start = avg(speeds.slice(0, 3))
    const middle = avg(speeds.slice(third, 2 * third))
    const end = avg(speeds.slice(-3))
    expect(middle).toBeGreaterThan(2 * start)
    expect(middle).toBeGreaterThan(2 * end)
  })

  it('curve away from the straight line', () => {
    const from = { x: 0, y: 0 }
    const to = { x: 800, y: 0 }
    const deviations = [1, 2, 3, 4, 5].map((seed) =>
      Math.max(...moves(aimedMove(from, to, 30, 0, createRng(seed))).map((p) => Math.abs(p.y))),
    )
    expect(Math.max(...deviations)).toBeGreaterThan(10)
    expect(Math.max(...moves(linearMove(from, to, 0)).map((p) => Math.abs(p.y)))).toBe(0)
  })

  it('sometimes overshoot long reaches and come back', () => {
    const box = { x: 700, y: 400, width: 40, height: 20 }
    const overshoots = Array.from({ length: 20 }, (_, seed) =>
      moves(humanMove({ x: 10, y: 10 }, box, 0, createRng(seed))).some((p) => p.x > 740 + 2),
    )
    expect(overshoots.filter(Boolean).length).toBeGreaterThan(3)
  })
})
