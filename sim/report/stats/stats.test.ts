import { describe, expect, it } from 'vitest'
import { areaUnder, rocPoints } from './roc'
import { wilson } from './wilson'

describe('wilson', () => {
  it('matches the published 95 % Wilson intervals', () => {
    // 81 of 263: 0.2553–0.3662; 0 of 12: 0–0.2425 (reference values of the Wilson formula).
    const a = wilson(81, 263)
    expect(a.rate).toBeCloseTo(0.308, 3)
    expect(a.low).toBeCloseTo(0.2553, 4)
    expect(a.high).toBeCloseTo(0.3662, 4)
    const none = wilson(0, 12)
    expect(none.low).toBeCloseTo(0, 12)
    expect(none.high).toBeCloseTo(0.2425, 4)
    const all = wilson(12, 12)
    expect(all.high).toBe(1)
    expect(all.low).toBeCloseTo(0.7575, 4)
  })

  it('narrows as the sample grows, around the same rate', () => {
    const small = wilson(9, 10)
    const large = wilson(900, 1000)
    expect(large.high - large.low).toBeLessThan((small.high - small.low) / 5)
    expect(large.low).toBeLessThan(0.9)
    expect(large.high).toBeGreaterThan(0.9)
  })

  it('knows nothing without trials', () => {
    const empty = wilson(0, 0)
    expect(empty.rate).toBeNaN()
    expect([empty.low, empty.high]).toEqual([0, 1])
  })
})

describe('rocPoints', () => {
  it('gives one point per distinct score, from nothing called bot to everything', () => {
    const points = rocPoints([
      { isBot: true, score: 1 },
      { isBot: true, score: 0.5 },
      { isBot: true, score: 0 },
      { isBot: false, score: 0.5 },
      { isBot: false, score: 0 },
      { isBot: false, score: 0 },
      { isBot: false, score: 0 },
    ])
    expect(points).toEqual([
      { threshold: Infinity, detectionRate: 0, falsePositiveRate: 0 },
      { threshold: 1, detectionRate: 1 / 3, falsePositiveRate: 0 },
      { threshold: 0.5, detectionRate: 2 / 3, falsePositiveRate: 0.25 },
      { threshold: 0, detectionRate: 1, falsePositiveRate: 1 },
    ])
    // Trapezoids: 0.25 · (1/3 + 2/3)/2 + 0.75 · (2/3 + 1)/2.
    expect(areaUnder(points)).toBeCloseTo(0.125 + 0.625, 10)
  })

  it('is a perfect curve for a score that separates, and empty without both classes', () => {
    const perfect = rocPoints([
      { isBot: true, score: 0.9 },
      { isBot: false, score: 0.1 },
    ])
    expect(areaUnder(perfect)).toBe(1)
    expect(perfect.at(-1)).toEqual({ threshold: 0, detectionRate: 1, falsePositiveRate: 1 })
    expect(rocPoints([{ isBot: true, score: 1 }])).toEqual([])
  })
})
