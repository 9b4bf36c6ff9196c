import { describe, expect, it, vi } from 'vitest'
import { on } from './event-hub'

describe('event hub', () => {
  it('calls every subscriber from one DOM listener, removed with the last subscriber', () => {
    const target = new EventTarget()
    const add = vi.spyOn(target, 'addEventListener')
    const remove = vi.spyOn(target, 'removeEventListener')
    const seen: string[] = []
    const offA = on(target, 'ping', () => seen.push('a'))
    const offB = on(target, 'ping', () => {
      throw new Error('b fails')
    })
    const offC = on(target, 'ping', () => seen.push('c'))
    target.dispatchEvent(new Event('ping'))
    expect(seen).toEqual(['a', 'c'])
    expect(add).toHaveBeenCalledTimes(1)
    offA()
    offB()
    target.dispatchEvent(new Event('ping'))
    expect(seen).toEqual(['a', 'c', 'c'])
    expect(remove).not.toHaveBeenCalled()
    offC()
    expect(remove).toHaveBeenCalledTimes(1)
    target.dispatchEvent(new Event('ping'))
    expect(seen).toEqual(['a', 'c', 'c'])
  })

  it('a subscriber that unsubscribes during a dispatch does not skip the next one', () => {
    const target = new EventTarget()
    const seen: string[] = []
    const offA = on(target, 'ping', () => {
      seen.push('a')
      offA()
    })
    on(target, 'ping', () => seen.push('b'))
    target.dispatchEvent(new Event('ping'))
    target.dispatchEvent(new Event('ping'))
    expect(seen).toEqual(['a', 'b', 'b'])
  })
})
