import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { acceptPixelUrl, cachePixelUrl, drawPixel, readCachedPixelUrl } from './pixel-url'

afterEach(() => vi.useRealTimers())
beforeEach(() => {
  localStorage.clear()
  document.body.replaceChildren()
})

describe('pixel URL', () => {
  it('accepts only strings starting with https (text or JSON string)', () => {
    expect(acceptPixelUrl('https://x.org/p.gif')).toBe('https://x.org/p.gif')
    expect(acceptPixelUrl('"https://x.org/p.gif"')).toBe('https://x.org/p.gif')
    expect(acceptPixelUrl('http://x.org/p.gif')).toBeUndefined()
    expect(acceptPixelUrl('javascript:alert(1)')).toBeUndefined()
    expect(acceptPixelUrl({ url: 'https://x' })).toBeUndefined()
  })

  it('caches for 10800 s as the plugin wrapper', () => {
    vi.useFakeTimers({ now: 1_000_000_000 })
    cachePixelUrl(localStorage, 'https://x.org/p.gif')
    expect(JSON.parse(localStorage.getItem('apbct_pixel_url')!)).toEqual({
      value: '"https://x.org/p.gif"',
      timestamp: 1_000_000,
    })
    vi.setSystemTime((1_000_000 + 10799) * 1000)
    expect(readCachedPixelUrl(localStorage)).toBe('https://x.org/p.gif')
    vi.setSystemTime((1_000_000 + 10800) * 1000)
    expect(readCachedPixelUrl(localStorage)).toBeUndefined()
  })

  it('draws the hidden image once', () => {
    drawPixel(document, 'https://x.org/p.gif')
    drawPixel(document, 'https://x.org/other.gif')
    const imgs = document.querySelectorAll('img#apbct_pixel')
    expect(imgs).toHaveLength(1)
    expect(imgs[0]!.getAttribute('style')).toBe('display: none; left: 99999px;')
    expect(imgs[0]!.getAttribute('src')).toBe('https://x.org/p.gif')
  })
})
