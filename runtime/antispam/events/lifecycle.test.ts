import { afterEach, describe, expect, it, vi } from 'vitest'
import { afterReady, whenLoaded, whenReady } from './lifecycle'

afterEach(() => vi.useRealTimers())

/** A window whose document is still loading. */
function loadingWindow() {
  const doc = Object.assign(new EventTarget(), { readyState: 'loading' })
  const win = Object.assign(new EventTarget(), {
    document: doc,
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    clearTimeout: (id: number) => clearTimeout(id),
  })
  const fire = (target: EventTarget, type: string, eventTarget: EventTarget = doc) => {
    const event = new Event(type)
    Object.defineProperty(event, 'target', { value: eventTarget })
    // The hub's listener captures; dispatch straight to it.
    target.dispatchEvent(event)
  }
  return { win: win as unknown as Window, doc, fire }
}

describe('page moments', () => {
  it('runs ready tasks in order at DOMContentLoaded; a cancelled one never runs', () => {
    const { win, doc, fire } = loadingWindow()
    const order: string[] = []
    whenReady(win, () => order.push('a'))
    const cancel = whenReady(win, () => order.push('b'))
    whenReady(win, () => order.push('c'))
    cancel()
    fire(doc, 'DOMContentLoaded')
    fire(doc, 'DOMContentLoaded')
    expect(order).toEqual(['a', 'c'])
  })

  it('load tasks wait for the load of the document, not of an image or a script', () => {
    const { win, fire } = loadingWindow()
    const loaded = vi.fn()
    whenLoaded(win, loaded)
    fire(win, 'load', new EventTarget())
    expect(loaded).not.toHaveBeenCalled()
    fire(win, 'load')
    expect(loaded).toHaveBeenCalledTimes(1)
  })

  it('tasks registered together run 1000 ms after ready from one timer', () => {
    vi.useFakeTimers()
    const { win, doc, fire } = loadingWindow()
    const set = vi.spyOn(win, 'setTimeout')
    const order: string[] = []
    afterReady(win, 1000, () => order.push('scan'))
    afterReady(win, 1000, () => {
      throw new Error('fails')
    })
    afterReady(win, 1000, () => order.push('bookingpress'))
    vi.advanceTimersByTime(5000)
    expect(order).toEqual([])
    fire(doc, 'DOMContentLoaded')
    vi.advanceTimersByTime(999)
    expect(order).toEqual([])
    vi.advanceTimersByTime(1)
    expect(order).toEqual(['scan', 'bookingpress'])
    expect(set).toHaveBeenCalledTimes(1)
  })
})
