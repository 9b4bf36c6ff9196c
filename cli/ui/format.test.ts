import { describe, expect, it } from 'vitest'
import { fit, formatDuration, miniMap, progressBar, sparkline } from './format'

describe('format helpers', () => {
  it('formats durations', () => {
    expect(formatDuration(850.4)).toBe('850 ms')
    expect(formatDuration(12_345)).toBe('12.3 s')
    expect(formatDuration(undefined)).toBe('—')
  })

  it('scales a sparkline between the minimum and maximum', () => {
    expect(sparkline([100, 200, 300])).toBe('▁▅█')
    expect(sparkline([5, 5])).toBe('▄▄')
    expect(sparkline([])).toBe('')
    expect(
      sparkline(
        Array.from({ length: 100 }, (_, i) => i),
        10,
      ),
    ).toHaveLength(10)
  })

  it('draws a trail on a grid scaled to the layout box', () => {
    const map = miniMap(
      [
        { x: 0, y: 0 },
        { x: 50, y: 50 },
        { x: 99, y: 0 },
      ],
      4,
      2,
      { width: 100, height: 100 },
    )
    expect(map).toEqual(['S  E', '  · '])
  })

  it('draws progress and fits text', () => {
    expect(progressBar(1, 4, 8)).toBe('██░░░░░░')
    expect(fit('abcdef', 4)).toBe('abc…')
    expect(fit('ab', 4)).toBe('ab  ')
  })
})
