import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeEnv, NO_COOKIE } from '../engine/fake-env.test-helper'
import { giveWp } from './givewp'

afterEach(() => {
  vi.useRealTimers()
  document.body.innerHTML = ''
})

/** A GiveWP frame as a same-origin one is seen from the page, with its own fetch. */
function donationFrame() {
  const sent: unknown[] = []
  const inner = {
    document: document.implementation.createHTMLDocument('give'),
    fetch: vi.fn((_input: unknown, init?: RequestInit) => {
      sent.push(init?.body)
      return Promise.resolve(new Response('{}'))
    }),
  }
  const frame = document.createElement('iframe')
  frame.setAttribute('src', 'about:blank#givewp-route')
  Object.defineProperty(frame, 'contentWindow', { get: () => inner })
  document.body.append(frame)
  return { inner, sent }
}

describe('GiveWP donation frames (contract f)', () => {
  it('1 s after ready, appends the bare field to the frame’s own FormData posts', async () => {
    vi.useFakeTimers()
    const { inner, sent } = donationFrame()
    const uninstall = giveWp.hooks![0]!.install(fakeEnv())
    const post = () =>
      (inner.fetch as unknown as typeof fetch)('/give', { method: 'POST', body: new FormData() })
    await post()
    expect((sent[0] as FormData).has('ct_no_cookie_hidden_field')).toBe(false)
    vi.advanceTimersByTime(1000)
    await post()
    expect((sent[1] as FormData).get('ct_no_cookie_hidden_field')).toBe(NO_COOKIE)
    uninstall()
  })
})
