import { describe, expect, it } from 'vitest'
import { patchDisplay } from './patch-display'

const show = (html: string) => {
  const el = document.createElement('div')
  el.innerHTML = html
  return el
}
const tpl = (a: string, b: string) =>
  `<p>Sub: <span data-key="calc:a">${a}</span> Total: <span data-key="calc:b">${b}</span></p>`

describe('patchDisplay', () => {
  it('writes the new values into the shown spans, decoded, keeping the same elements', () => {
    const el = show(tpl('1.00', '2.00'))
    const p = el.querySelector('p')
    expect(patchDisplay(el, tpl('1.00', '2.00'), tpl('3.50', 'a &amp; &lt;b&gt;'))).toBe(true)
    expect(el.querySelector('p')).toBe(p)
    expect(el.textContent).toBe('Sub: 3.50 Total: a & <b>')
    expect(el.querySelectorAll('b')).toHaveLength(0)
  })

  it('refuses a change of the markup around the values', () => {
    const el = show(tpl('1', '2'))
    const next = `<p>Other: <span data-key="calc:a">1</span> <span data-key="calc:b">3</span></p>`
    expect(patchDisplay(el, tpl('1', '2'), next)).toBe(false)
    expect(el.textContent).toBe('Sub: 1 Total: 2')
  })

  it('refuses when the shown spans do not line up with the values by key', () => {
    // The site owner's own data-key span (with a class) sits between the values.
    const shown = `<span data-key="calc:a">1</span><span data-key="x" class="c">k</span>`
    const el = show(shown)
    expect(
      patchDisplay(
        el,
        shown,
        `<span data-key="calc:a">2</span><span data-key="x" class="c">k</span>`,
      ),
    ).toBe(false)
    expect(el.textContent).toBe('1k')
  })
  it('follows keystroke after keystroke, changing the shown text nodes in place', () => {
    const el = show(tpl('1.00', '2.00'))
    const text = el.querySelector('span')?.firstChild
    let shown = tpl('1.00', '2.00')
    for (const [a, b] of [
      ['1.50', '2.00'],
      ['', '3.00'],
      ['4.25', '3.00'],
    ] as const) {
      const next = tpl(a, b)
      expect(patchDisplay(el, shown, next)).toBe(true)
      expect(el.textContent).toBe(`Sub: ${a} Total: ${b}`)
      shown = next
    }
    expect(el.querySelector('span')?.firstChild).toBe(text)
  })

  it('finds the value spans again after the text was rendered anew or replaced by a page script', () => {
    const el = show(tpl('1', '2'))
    expect(patchDisplay(el, tpl('1', '2'), tpl('3', '4'))).toBe(true)
    // The markup around the values changes: the caller renders the whole text.
    const other = `<p>Other: <span data-key="calc:a">5</span> <span data-key="calc:b">6</span></p>`
    expect(patchDisplay(el, tpl('3', '4'), other)).toBe(false)
    el.innerHTML = other
    const back = tpl('7', '8')
    expect(patchDisplay(el, other, back)).toBe(false)
    el.innerHTML = back
    expect(patchDisplay(el, back, tpl('9', '10'))).toBe(true)
    expect(el.textContent).toBe('Sub: 9 Total: 10')
    // A page script puts the same markup back with new elements.
    el.innerHTML = tpl('9', '10')
    expect(patchDisplay(el, tpl('9', '10'), tpl('11', '12'))).toBe(true)
    expect(el.textContent).toBe('Sub: 11 Total: 12')
  })
})
