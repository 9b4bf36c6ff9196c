import type { Page } from 'puppeteer'
import { describe, expect, it, vi } from 'vitest'
import { FRAME, viewportShot } from './trace'

/** A page whose DevTools session answers the layout query and then `capture` for the shot. */
function fakePage(capture: () => Promise<{ data: string }>) {
  const calls: string[] = []
  const session = {
    send(method: string) {
      calls.push(method)
      if (method === 'Page.getLayoutMetrics')
        return Promise.resolve({ cssVisualViewport: { pageX: 0, pageY: 0 } })
      return capture()
    },
    detach() {
      calls.push('detach')
      return Promise.resolve()
    },
  }
  const page = { createCDPSession: () => Promise.resolve(session) } as unknown as Page
  return { page, calls }
}

describe('viewportShot', () => {
  it('returns the frame as a WebP data URI', async () => {
    const { page } = fakePage(() => Promise.resolve({ data: 'AAAA' }))
    expect(await viewportShot(page, FRAME)).toEqual({ image: 'data:image/webp;base64,AAAA' })
  })

  it('says the page could not be captured when DevTools refuses', async () => {
    const { page } = fakePage(() => Promise.reject(new Error('Target closed')))
    expect(await viewportShot(page, FRAME)).toEqual({ miss: 'unavailable' })
  })

  it('gives up on a capture that never answers, detaches its session and takes no more shots of that page', async () => {
    // A capture asked for while the page navigates can wait for a frame that never comes.
    const { page, calls } = fakePage(() => new Promise(() => undefined))
    expect(await viewportShot(page, FRAME, 50)).toEqual({ miss: 'stalled' })
    // Tried twice, each on a session of its own, both detached.
    const attempt = ['Page.getLayoutMetrics', 'Page.captureScreenshot', 'detach']
    await vi.waitFor(() => expect([...calls].sort()).toEqual([...attempt, ...attempt].sort()))
    expect(await viewportShot(page, FRAME, 50)).toEqual({ miss: 'stalled' })
    expect(calls).toHaveLength(6)
  })
})
