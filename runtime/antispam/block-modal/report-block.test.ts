import { afterEach, describe, expect, it, vi } from 'vitest'
import { reportBlock } from './report-block'

const shown: string[] = []
vi.mock('./show', () => ({
  showBlockMessage: (block: { message: string }) => shown.push(block.message),
}))

afterEach(() => {
  shown.length = 0
  vi.useRealTimers()
})

const blocked = (comment: string) => JSON.stringify({ apbct: { blocked: true, comment } })

describe('reportBlock', () => {
  it('shows a block found in reply text; data.message only when trusted', () => {
    const last = { message: '', at: 0 }
    reportBlock('{"success":true}', false, window, last)
    reportBlock({ data: { message: 'Spam' } }, false, window, last)
    expect(shown).toEqual([])
    reportBlock({ data: { message: 'Spam' } }, true, window, last)
    reportBlock(blocked('No'), false, window, last)
    expect(shown).toEqual(['Spam', 'No'])
  })

  it('shows the same message once within 1000 ms of one reporter, again after', () => {
    vi.useFakeTimers({ now: 10_000 })
    const last = { message: '', at: 0 }
    reportBlock(blocked('No'), false, window, last)
    vi.advanceTimersByTime(999)
    reportBlock(blocked('No'), true, window, last)
    reportBlock(blocked('No'), false, window, { message: '', at: 0 })
    vi.advanceTimersByTime(1001)
    reportBlock(blocked('No'), false, window, last)
    expect(shown).toEqual(['No', 'No', 'No'])
  })
})
