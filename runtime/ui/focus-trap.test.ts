import { describe, expect, it } from 'vitest'
import { tabbables, trapTab } from './focus-trap'

describe('focus trap', () => {
  it('wraps Tab from the last element to the first and Shift+Tab back', () => {
    document.body.innerHTML =
      '<button id="out">x</button><div id="m"><button id="a">a</button><a id="b" href="#">b</a><button disabled>c</button></div>'
    const root = document.getElementById('m')!
    expect(tabbables(root).map((e) => e.id)).toEqual(['a', 'b'])
    document.getElementById('b')!.focus()
    const tab = new KeyboardEvent('keydown', { key: 'Tab', cancelable: true })
    expect(trapTab(tab, root)).toBe(true)
    expect(tab.defaultPrevented).toBe(true)
    expect(document.activeElement?.id).toBe('a')
    const back = new KeyboardEvent('keydown', { key: 'Tab', shiftKey: true, cancelable: true })
    trapTab(back, root)
    expect(document.activeElement?.id).toBe('b')
  })
})
