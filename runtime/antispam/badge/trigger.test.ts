import { afterEach, describe, expect, it, vi } from 'vitest'
import { armBadges } from './trigger'

afterEach(() => {
  vi.restoreAllMocks()
  document.body.innerHTML = ''
})

describe('armBadges', () => {
  // Issue 19: the pointer crossing the page and keys typed into the comment field called our
  // script once per event while the listeners sat on the document.
  it('listens on the badges only: nothing on the document or the window', () => {
    const onDoc = vi.spyOn(document, 'addEventListener')
    const onWin = vi.spyOn(window, 'addEventListener')
    const badge = document.createElement('div')
    badge.className = 'apbct-real-user-badge'
    document.body.append(badge)
    const onBadge = vi.spyOn(badge, 'addEventListener')
    const loadUi = vi.fn(() => new Promise<never>(() => undefined))
    const off = armBadges(window, [badge], loadUi, () => undefined)
    expect(loadUi).not.toHaveBeenCalled()
    expect(onDoc).not.toHaveBeenCalled()
    expect(onWin).not.toHaveBeenCalled()
    expect(onBadge.mock.calls.map((c) => c[0]).sort()).toEqual(
      ['click', 'keydown', 'mouseover', 'touchend'].sort(),
    )
    const offBadge = vi.spyOn(badge, 'removeEventListener')
    off()
    expect(offBadge).toHaveBeenCalledTimes(4)
  })
})
