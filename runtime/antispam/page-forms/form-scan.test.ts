import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { startFormScanner } from './form-scan'
import { findVisibleFieldsInput } from '../events/pending-scan'
import { createTokenFieldPusher } from './token-polling'

let submitted: HTMLFormElement[] = []
const realSubmit = HTMLFormElement.prototype.submit
beforeEach(() => {
  vi.useFakeTimers()
  submitted = []
  // The document cannot navigate here: record the native submit's calls instead.
  HTMLFormElement.prototype.submit = function (this: HTMLFormElement) {
    submitted.push(this)
  }
})
afterEach(() => {
  vi.useRealTimers()
  HTMLFormElement.prototype.submit = realSubmit
  document.body.innerHTML = ''
})

const ours = (node: Node) => (node as Element).getAttribute?.('name') === 'ours'
const input = (type: string) => document.body.dispatchEvent(new Event(type, { bubbles: true }))

describe('the form scanner', () => {
  it('with no input at all, scans once at 1000 ms after ready, not before', async () => {
    const scan = vi.fn()
    const stop = startFormScanner(window, scan, ours)
    await vi.advanceTimersByTimeAsync(999)
    expect(scan).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(scan).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(10_000)
    input('pointerdown')
    input('keydown')
    expect(scan).toHaveBeenCalledTimes(1)
    stop()
  })

  it('an input before 1000 ms neither hastens nor delays the scan', async () => {
    const scan = vi.fn()
    const stop = startFormScanner(window, scan, ours)
    await vi.advanceTimersByTimeAsync(10)
    input('pointerdown')
    input('focusin')
    expect(scan).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(990)
    expect(scan).toHaveBeenCalledTimes(1)
    stop()
  })

  it('runs the pending scan before form.submit() and before a read of the visible-fields input', async () => {
    document.body.innerHTML = '<form id="a"></form>'
    const form = document.querySelector('form')!
    const scan = vi.fn()
    const pages = HTMLFormElement.prototype.submit
    const stop = startFormScanner(window, scan, ours)
    // happy-dom's forms are proxies that do not see a replaced prototype method: call it as
    // a browser's form.submit() would find it (test/browser covers the real thing).
    const submit = () => HTMLFormElement.prototype.submit.call(form)
    // A script's submit before 1000 ms scans first too (the no-cookie field of mode none
    // was on the form from ready before); the scan at 1000 ms is then done.
    submit()
    expect(scan).toHaveBeenCalledTimes(1)
    expect(submitted).toEqual([form])
    // Once scanned, the page's own submit is back in place.
    expect(HTMLFormElement.prototype.submit).toBe(pages)
    await vi.advanceTimersByTimeAsync(1000)
    submit()
    expect(scan).toHaveBeenCalledTimes(1)
    expect(submitted).toEqual([form, form])
    stop()

    const scan3 = vi.fn()
    const stop3 = startFormScanner(window, scan3, ours)
    findVisibleFieldsInput(form)
    expect(scan3).toHaveBeenCalledTimes(1)
    stop3()
  })

  it('after the first scan, once per batch of DOM changes that add forms, never while idle', async () => {
    const scan = vi.fn()
    const stop = startFormScanner(window, scan, ours)
    await vi.advanceTimersByTimeAsync(1000)
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

  it('stopped before 1000 ms: no scan, and form.submit() is the page’s again', async () => {
    const scan = vi.fn()
    const before = HTMLFormElement.prototype.submit
    const stop = startFormScanner(window, scan, ours)
    await vi.advanceTimersByTimeAsync(500)
    expect(HTMLFormElement.prototype.submit).not.toBe(before)
    stop()
    expect(HTMLFormElement.prototype.submit).toBe(before)
    await vi.advanceTimersByTimeAsync(1000)
    expect(scan).not.toHaveBeenCalled()
  })

  it('after the scan at 1000 ms, form.submit() is the page’s again and scans nothing more', async () => {
    const scan = vi.fn()
    const before = HTMLFormElement.prototype.submit
    const stop = startFormScanner(window, scan, ours)
    await vi.advanceTimersByTimeAsync(1000)
    expect(HTMLFormElement.prototype.submit).toBe(before)
    findVisibleFieldsInput(document.body)
    expect(scan).toHaveBeenCalledTimes(1)
    stop()
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
