import { afterEach, describe, expect, it, vi } from 'vitest'
import type { SignalStore } from '../storage/signal-store'
import { NO_COOKIE_REFRESH_MS, refreshCoalesced } from './no-cookie-refresh'

function fakeStore() {
  const listeners = new Set<(names: readonly string[]) => void>()
  return {
    store: {
      onChange(l: (names: readonly string[]) => void) {
        listeners.add(l)
        return () => listeners.delete(l)
      },
    } as unknown as SignalStore,
    write: () => listeners.forEach((l) => l(['ct_pointer_data'])),
  }
}

describe('the no-cookie field rebuild', () => {
  afterEach(() => vi.useRealTimers())

  it('rebuilds once for a burst of writes, and at once on a submit with a rebuild pending', () => {
    vi.useFakeTimers()
    const { store, write } = fakeStore()
    const refresh = vi.fn()
    const stop = refreshCoalesced(window, store, { attach: vi.fn(), refresh })
    for (let i = 0; i < 20; i++) write()
    expect(refresh).not.toHaveBeenCalled()
    vi.advanceTimersByTime(NO_COOKIE_REFRESH_MS)
    expect(refresh).toHaveBeenCalledTimes(1)

    write()
    const form = document.createElement('form')
    document.body.appendChild(form)
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))
    expect(refresh).toHaveBeenCalledTimes(2)
    vi.advanceTimersByTime(NO_COOKIE_REFRESH_MS)
    expect(refresh).toHaveBeenCalledTimes(2)

    // Nothing pending: a submit does not rebuild; after teardown, writes do nothing.
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))
    stop()
    write()
    vi.advanceTimersByTime(NO_COOKIE_REFRESH_MS)
    expect(refresh).toHaveBeenCalledTimes(2)
    form.remove()
  })
})
