import { describe, expect, it, vi } from 'vitest'
import { onFirstUse } from './on-first-use'

const input = (value = '') => {
  const el = document.createElement('input')
  el.value = value
  document.body.append(el)
  return el
}

describe('onFirstUse', () => {
  it('waits for the first focus of an empty input, then runs once', () => {
    const el = input()
    const start = vi.fn()
    onFirstUse(el, start)
    expect(start).not.toHaveBeenCalled()
    el.focus()
    el.blur()
    el.focus()
    expect(start).toHaveBeenCalledTimes(1)
    el.remove()
  })

  it('runs at once for an input that holds a value or already has focus', () => {
    const filled = input('03/04/2025')
    const start = vi.fn()
    onFirstUse(filled, start)
    expect(start).toHaveBeenCalledTimes(1)
    const focused = input()
    focused.focus()
    const again = vi.fn()
    onFirstUse(focused, again)
    expect(again).toHaveBeenCalledTimes(1)
    filled.remove()
    focused.remove()
  })

  it('never runs once cancelled', () => {
    const el = input()
    const start = vi.fn()
    onFirstUse(el, start)()
    el.focus()
    expect(start).not.toHaveBeenCalled()
    el.remove()
  })
})
