import { afterEach, describe, expect, it, vi } from 'vitest'
import { pacer } from './pace'

afterEach(() => vi.useRealTimers())

describe('pacer', () => {
  it('lets the first start at once and spaces the next ones by the interval, over all callers', async () => {
    vi.useFakeTimers()
    const pace = pacer(1000)
    const started: number[] = []
    const t0 = performance.now()
    const starts = [0, 1, 2].map(async () => {
      await pace()
      started.push(Math.round(performance.now() - t0))
    })
    await vi.advanceTimersByTimeAsync(2500)
    await Promise.all(starts)
    expect(started).toEqual([0, 1000, 2000])
  })

  it('stops waiting when the run is aborted', async () => {
    vi.useFakeTimers()
    const controller = new AbortController()
    const pace = pacer(60_000, controller.signal)
    await pace()
    const waiting = pace()
    controller.abort()
    await vi.advanceTimersByTimeAsync(0)
    await expect(waiting).resolves.toBeUndefined()
  })
})
