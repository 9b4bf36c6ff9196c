import { describe, expect, it } from 'vitest'
import { repeatedTrails } from './repeated-trails'
import type { VerdictSignals } from './signals'

const visit = (moves: number, intervals: number[]): VerdictSignals => ({
  javascript: true,
  webdriver: false,
  headlessUserAgent: false,
  pointerMoves: moves,
  pointerJumps: 0,
  pointerStraightness: 1.05,
  touches: 0,
  keyCount: intervals.length + 1,
  keyIntervalsMs: intervals,
  runtimeTyping: null,
  pastes: 0,
  autofillInputs: 0,
  filledFields: 1,
  filledWithoutInput: 0,
  timeToSubmitMs: 9000,
  invisibleFilled: 0,
  honeypotFilled: false,
  reachToTypeMs: [620, 540, 910],
  automationGlobals: [],
})

describe('repeatedTrails', () => {
  it('marks visits whose first key rhythm repeats another visit exactly', () => {
    const recorded = [180, 240, 150, 300, 210, 190]
    expect(
      repeatedTrails([
        visit(120, recorded),
        visit(118, [170, 260, 140, 310, 200, 185]),
        visit(140, [...recorded.slice(0, 5), 420, 95]),
        visit(120, [181, ...recorded.slice(1)]),
      ]),
    ).toEqual([true, false, true, false])
  })

  it('has no opinion on visits with too few keys to compare', () => {
    expect(
      repeatedTrails([visit(3, [100, 100, 100, 100]), visit(3, [100, 100, 100, 100])]),
    ).toEqual([false, false])
  })
})
