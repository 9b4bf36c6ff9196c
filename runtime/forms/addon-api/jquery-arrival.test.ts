import { describe, expect, it, vi } from 'vitest'
import { onJqueryArrival } from './jquery-arrival'

const fakeJquery = () => Object.assign(() => undefined, { fn: { val: () => undefined } })
const asWin = (o: object) => o as unknown as Window
type Host = { jQuery?: unknown; $?: unknown }

describe('onJqueryArrival', () => {
  it('calls back once when a jQuery is assigned, then leaves a plain data property', () => {
    const host: Host = {}
    const arrived = vi.fn(() =>
      expect(Object.getOwnPropertyDescriptor(host, 'jQuery')).toHaveProperty('value'),
    )
    onJqueryArrival(asWin(host), arrived)
    // What jQuery reads for noConflict before it exports itself.
    const previous = host.jQuery
    expect(previous).toBeUndefined()
    host.jQuery = 'not jquery'
    expect(host.jQuery).toBe('not jquery')
    expect(arrived).not.toHaveBeenCalled()
    const jq = fakeJquery()
    host.jQuery = host.$ = jq
    expect(arrived).toHaveBeenCalledTimes(1)
    expect(host.jQuery).toBe(jq)
    expect(host.$).toBe(jq)
    // noConflict(true) puts the previous value back; a second copy is a plain assignment.
    host.jQuery = previous
    expect(host.jQuery).toBeUndefined()
    host.jQuery = fakeJquery()
    expect(arrived).toHaveBeenCalledTimes(1)
  })

  it('never throws into the assignment when the callback fails', () => {
    const host: Host = {}
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    onJqueryArrival(asWin(host), () => {
      throw new Error('boom')
    })
    const jq = fakeJquery()
    expect(() => (host.jQuery = jq)).not.toThrow()
    expect(host.jQuery).toBe(jq)
    expect(logged).toHaveBeenCalledTimes(1)
    logged.mockRestore()
  })

  it('leaves a present or non-configurable jQuery alone, and its undo removes the accessor', () => {
    const present = { jQuery: fakeJquery() }
    const arrived = vi.fn()
    onJqueryArrival(asWin(present), arrived)
    expect(Object.getOwnPropertyDescriptor(present, 'jQuery')).toHaveProperty('value')
    const declared = {}
    Object.defineProperty(declared, 'jQuery', { value: undefined, writable: true })
    onJqueryArrival(asWin(declared), arrived)
    expect(Object.getOwnPropertyDescriptor(declared, 'jQuery')).toHaveProperty('value')
    const host: Host = {}
    onJqueryArrival(asWin(host), arrived)()
    expect('jQuery' in host).toBe(false)
    expect(arrived).not.toHaveBeenCalled()
  })
})
