import { describe, expect, it } from 'vitest'
import { pixelPlan } from './plan'

const page = (drawn: boolean) =>
  ({ querySelector: (s: string) => (drawn && s === 'img#apbct_pixel' ? {} : null) }) as Document
const base = {
  pixelEnabled: false,
  pixelUrl: 'https://example.org/pixel.gif',
  botDetectorEnabled: false,
  cookieMode: 'native' as const,
}

describe('pixelPlan', () => {
  it('draws when pixel__enabled, or without cookies when the server drew none', () => {
    expect(pixelPlan({ ...base, pixelEnabled: true }, page(true))).toBe('draw')
    expect(pixelPlan({ ...base, cookieMode: 'alternative' }, page(false))).toBe('draw')
    expect(pixelPlan({ ...base, cookieMode: 'none' }, page(false))).toBe('draw')
  })

  it('stores the printed URL otherwise, and always with the bot detector on', () => {
    expect(pixelPlan(base, page(false))).toBe('store')
    expect(pixelPlan({ ...base, cookieMode: 'alternative' }, page(true))).toBe('store')
    expect(pixelPlan({ ...base, pixelEnabled: true, botDetectorEnabled: true }, page(false))).toBe(
      'store',
    )
  })

  it('does nothing with no printed URL and nothing to draw', () => {
    expect(pixelPlan({ ...base, pixelUrl: '' }, page(false))).toBe('none')
    expect(pixelPlan({ ...base, pixelUrl: '', botDetectorEnabled: true }, page(false))).toBe('none')
  })
})
