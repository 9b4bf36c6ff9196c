import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { startFormScanner } from './form-scan'
import { createTokenFieldPusher } from './token-polling'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
  document.body.innerHTML = ''
})

const ours = (node: Node) => (node as Element).getAttribute?.('name') === 'ours'

describe('the form scanner', () => {
  it('scans 1000 ms after ready, then once per batch of DOM changes, never while idle', async () => {
    const scan = vi.fn()
    const stop = startFormScanner(window, scan, ours)
    await vi.advanceTimersByTimeAsync(999)
    expect(scan).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(scan).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(scan).toHaveBeenCalledTimes(1)
    // Page activity without forms does not wake it up.
    document.body.append(document.createElement('div'))
    await vi.advanceTimersByTimeAsync(1000)
    expect(scan).toHaveBeenCalledTimes(1)
    const wrapper = document.createElement('div')
    wrapper.innerHTML = '<form></form>'
    document.body.append(wrapper, document.createElement('form'))
    await vi.advanceTimersByTimeAsync(0)
    document.body.append(document.createElement('div'))
    await vi.advanceTimersByTimeAsync(200)
    expect(scan).toHaveBeenCalledTimes(2)
    // The runtime's own hidden fields do not wake it up.
    const field = document.createElement('input')
    field.setAttribute('name', 'ours')
    document.body.append(field)
    await vi.advanceTimersByTimeAsync(1000)
    expect(scan).toHaveBeenCalledTimes(2)
    stop()
    document.body.append(document.createElement('form'))
    await vi.advanceTimersByTimeAsync(1000)
    expect(scan).toHaveBeenCalledTimes(2)
  })
})

describe('the token field pusher', () => {
  it('calls setEventTokenField every 2 s only while a booking form exists and the token has 64 characters', async () => {
    const setter = vi.fn()
    ;(window as unknown as Record<string, unknown>).setEventTokenField = setter
    let token = 'short'
    const pusher = createTokenFieldPusher(window, () => token)
    pusher.update()
    await vi.advanceTimersByTimeAsync(4000)
    expect(setter).not.toHaveBeenCalled()
    document.body.innerHTML = '<form class="latepoint-form"></form>'
    pusher.update()
    await vi.advanceTimersByTimeAsync(2000)
    expect(setter).not.toHaveBeenCalled()
    token = 'c'.repeat(64)
    await vi.advanceTimersByTimeAsync(4000)
    expect(setter).toHaveBeenCalledTimes(2)
    expect(setter).toHaveBeenCalledWith(token)
    document.body.innerHTML = ''
    pusher.update()
    await vi.advanceTimersByTimeAsync(6000)
    expect(setter).toHaveBeenCalledTimes(2)
    delete (window as unknown as Record<string, unknown>).setEventTokenField
  })
})
