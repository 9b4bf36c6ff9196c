import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { timedFetch } from './timed-fetch'

/** A window whose fetch never answers unless aborted. */
function stalledWindow() {
  const calls: RequestInit[] = []
  const win = {
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    clearTimeout: (t: ReturnType<typeof setTimeout>) => clearTimeout(t),
    fetch: (_: RequestInfo | URL, init: RequestInit = {}) => {
      calls.push(init)
      return new Promise<Response>((_, reject) =>
        init.signal?.addEventListener('abort', () => reject(init.signal!.reason)),
      )
    },
  } as unknown as Window
  return { win, calls }
}

describe('timedFetch', () => {
  beforeEach(() => void vi.useFakeTimers())
  afterEach(() => void vi.useRealTimers())

  it('a server that never answers fails the call after the limit, not before', async () => {
    const { win } = stalledWindow()
    let failed: unknown
    timedFetch(win, 1000)('/x', { method: 'POST' }).catch((e: unknown) => (failed = e))
    await vi.advanceTimersByTimeAsync(999)
    expect(failed).toBeUndefined()
    await vi.advanceTimersByTimeAsync(1)
    expect(String(failed)).toContain('no reply within 1 s')
  })

  it('passes the method, headers and body on; a caller’s own signal is left alone', async () => {
    const { win, calls } = stalledWindow()
    void timedFetch(win, 1000)('/x', { method: 'POST', body: 'a=1' }).catch(() => undefined)
    const own = new AbortController()
    void timedFetch(win, 1000)('/x', { signal: own.signal }).catch(() => undefined)
    expect(calls[0]).toMatchObject({ method: 'POST', body: 'a=1' })
    expect(calls[0]!.signal).toBeInstanceOf(AbortSignal)
    expect(calls[1]!.signal).toBe(own.signal)
    await vi.advanceTimersByTimeAsync(5000)
    expect(own.signal.aborted).toBe(false)
  })
})
