import { describe, expect, it } from 'vitest'
import { createRng } from './rng'
import { constantKeys, humanKeys, keyIntervals } from './typing'

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.floor(s.length / 2)]!
}
const cv = (xs: number[]) => {
  const m = xs.reduce((a, b) => a + b, 0) / xs.length
  const sd = Math.sqrt(xs.reduce((a, b) => a + (b - m) ** 2, 0) / xs.length)
  return sd / m
}

describe('human typing', () => {
  const text = 'the quick brown fox jumps over the lazy dog '.repeat(25)

  it('over 1000 keys has a median interval of 170-210 ms and a CV above 0.3', () => {
    for (const seed of [1, 2, 3]) {
      const gaps = keyIntervals(humanKeys(text, 0, createRng(seed)))
      expect(gaps.length).toBeGreaterThan(1000)
      expect(median(gaps)).toBeGreaterThanOrEqual(170)
      expect(median(gaps)).toBeLessThanOrEqual(210)
      expect(cv(gaps)).toBeGreaterThan(0.3)
      // A long right tail: hesitation pauses well beyond the median.
      expect(Math.max(...gaps)).toBeGreaterThan(600)
    }
  })

  it('releases every key before the next one and fixes typos with Backspace', () => {
    const events = humanKeys(text, 0, createRng(9))
    const downs = events.filter((e) => e.type === 'keydown')
    expect(downs.some((e) => e.type === 'keydown' && e.key === 'Backspace')).toBe(true)
    for (let i = 0; i + 1 < events.length; i += 2) {
      const [down, up] = [events[i]!, events[i + 1]!]
      expect([down.type, up.type]).toEqual(['keydown', 'keyup'])
      expect(up.t).toBeGreaterThan(down.t)
      if (events[i + 2]) expect(events[i + 2]!.t).toBeGreaterThan(up.t)
    }
  })

  it('types the text: printable keys minus typos spell it', () => {
    const events = humanKeys('hello world', 0, createRng(4), {
      medianMs: 190,
      sigma: 0.45,
      pauseChance: 0,
      typoChance: 0.5,
    })
    let out = ''
    for (const e of events)
      if (e.type === 'keydown') out = e.key === 'Backspace' ? out.slice(0, -1) : out + e.key
    expect(out).toBe('hello world')
  })
})

describe('constant typer', () => {
  it('sends every key at exactly the same interval', () => {
    const gaps = keyIntervals(constantKeys('abcdef', 100, 120, 20))
    expect(new Set(gaps)).toEqual(new Set([120]))
  })
})
