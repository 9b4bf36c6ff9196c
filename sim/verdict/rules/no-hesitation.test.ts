import { describe, expect, it } from 'vitest'
import { extractSignals, type ObservedPage } from '../extract'
import { noHesitation } from './no-hesitation'

/** A visit that reaches two fields with the pointer and types `settle` ms after each reach. */
function visit(settle: readonly number[]): ObservedPage {
  const moves: [number, number, number][] = []
  const keys: [string, number, string][] = []
  let t = 1000
  settle.forEach((gap, i) => {
    for (let j = 0; j < 6; j++) moves.push([100 + j * 40, 200 + i * 60 + j, (t += 16)])
    t += gap
    for (let k = 0; k < 5; k++) keys.push(['keydown', (t += 150 + k * 20), `#f${i}`])
  })
  return {
    webdriver: false,
    userAgent: 'Chrome',
    moves,
    keys,
    inputs: [],
    pastes: [],
    submits: [t + 500],
    touches: 0,
    fields: [],
  }
}

describe('no-hesitation', () => {
  it('measures each pointer-reached field from the last move to its first key', () => {
    expect(extractSignals(visit([500, 40])).reachToTypeMs).toEqual([650, 190])
  })

  it('flags typing that starts at once after every reach', () => {
    const s = extractSignals(visit([-120, -100]))
    expect(s.reachToTypeMs).toEqual([30, 50])
    expect(noHesitation(s)).toEqual({
      score: 0.5,
      reason: 'typed at once after reaching each field (2 fields, longest 50 ms)',
    })
  })

  it('says nothing when one field was settled on, or only one field was reached', () => {
    expect(noHesitation(extractSignals(visit([-120, 300])))).toBeUndefined()
    expect(noHesitation(extractSignals(visit([-120])))).toBeUndefined()
  })

  it('does not count a field reached by keyboard (no move since the previous key)', () => {
    const page = visit([-120, -100])
    const keyboard = { ...page, keys: [...page.keys, ['keydown', 99_000, '#tabbed'] as const] }
    expect(extractSignals(keyboard).reachToTypeMs).toHaveLength(2)
  })
})
