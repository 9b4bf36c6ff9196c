import { describe, expect, it, vi } from 'vitest'
import { createDisplaySanitizer } from './sanitize-display'

// Stands in for DOMPurify (real sanitizing is covered in the browser tests): it removes
// event-handler attributes and script elements, and records what it was given.
const fakeSanitizer = () =>
  vi.fn((h: string) => h.replace(/ on\w+="[^"]*"/g, '').replace(/<script>.*?<\/script>/g, ''))

describe('createDisplaySanitizer', () => {
  it('sanitizes the template once and reinserts the value spans on later keystrokes', () => {
    const sanitize = fakeSanitizer()
    const show = createDisplaySanitizer(sanitize)
    const tpl = (v: string) =>
      `<p onclick="x()">Total: <span data-key="calc:total">${v}</span></p><script>bad()</script>`
    expect(show(tpl('1.00'))).toBe('<p>Total: <span data-key="calc:total">1.00</span></p>')
    expect(show(tpl('2.50'))).toBe('<p>Total: <span data-key="calc:total">2.50</span></p>')
    expect(sanitize).toHaveBeenCalledTimes(1)
    expect(sanitize.mock.calls[0]?.[0]).not.toContain('1.00')
  })

  it('sanitizes the whole text when a value span sits inside an attribute', () => {
    const sanitize = fakeSanitizer()
    const show = createDisplaySanitizer(sanitize)
    const display = '<a title="<span data-key="calc:x">1</span>">a</a>'
    show(display)
    expect(sanitize).toHaveBeenLastCalledWith(display)
  })

  it('lets only store-made spans (known key, no markup inside) bypass the sanitizer', () => {
    const sanitize = fakeSanitizer()
    const show = createDisplaySanitizer(sanitize)
    const out = show('<span data-key="calc:x" onmouseover="alert(1)">1</span>')
    expect(out).toBe('<span data-key="calc:x">1</span>')
    expect(sanitize).toHaveBeenLastCalledWith(
      '<span data-key="calc:x" onmouseover="alert(1)">1</span>',
    )
  })
})
