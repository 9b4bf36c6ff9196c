import { describe, expect, it } from 'vitest'
import type { VerdictSignals } from '../signals'
import { headless } from './headless'
import { honeypot } from './honeypot'
import { noJavascript } from './no-javascript'
import { noKeys } from './no-keys'
import { pointer } from './pointer'
import { timeToSubmit } from './time-to-submit'
import { typingRhythm } from './typing-rhythm'
import { visibleFields } from './visible-fields'

/** An unremarkable person who typed a short comment. */
const person: VerdictSignals = {
  javascript: true,
  webdriver: false,
  headlessUserAgent: false,
  pointerMoves: 120,
  pointerJumps: 0,
  pointerStraightness: 1.04,
  touches: 0,
  keyCount: 12,
  keyIntervalsMs: [150, 210, 190, 320, 140, 180, 260, 170, 200, 900, 160],
  runtimeTyping: null,
  pastes: 0,
  autofillInputs: 0,
  filledFields: 3,
  filledWithoutInput: 0,
  timeToSubmitMs: 14_000,
  invisibleFilled: 0,
  honeypotFilled: false,
  reachToTypeMs: [620, 540, 910],
  automationGlobals: [],
}
const w = (change: Partial<VerdictSignals>): VerdictSignals => ({ ...person, ...change })

describe('verdict rules say nothing about an ordinary person', () => {
  it.each([
    headless,
    honeypot,
    noJavascript,
    noKeys,
    pointer,
    timeToSubmit,
    typingRhythm,
    visibleFields,
  ])('%#', (rule) => expect(rule(person)).toBeUndefined())
})

describe('headless', () => {
  it('flags webdriver, then a headless user agent', () => {
    expect(headless(w({ webdriver: true }))).toEqual({
      score: 1,
      reason: 'navigator.webdriver is true',
    })
    expect(headless(w({ headlessUserAgent: true }))?.score).toBe(0.8)
  })
})

describe('no-javascript', () => {
  it('flags a post made without running the page', () => {
    expect(noJavascript(w({ javascript: false }))?.score).toBe(1)
  })
})

describe('pointer', () => {
  it('flags no movement, teleports and straight strokes', () => {
    expect(pointer(w({ pointerMoves: 0 }))?.reason).toMatch(/no pointer movement/)
    expect(pointer(w({ pointerMoves: 4, pointerJumps: 4 }))?.reason).toMatch(/jumped/)
    expect(pointer(w({ pointerStraightness: 1.0 }))?.reason).toMatch(/straight/)
  })
  it('accepts touch instead of a pointer', () => {
    expect(pointer(w({ pointerMoves: 0, touches: 2 }))).toBeUndefined()
  })
})

describe('typing-rhythm', () => {
  it('flags even and superhuman rhythm, and an even rhythm the runtime measured', () => {
    expect(typingRhythm(w({ keyIntervalsMs: Array(10).fill(120) }))?.reason).toMatch(
      /even key rhythm/,
    )
    expect(typingRhythm(w({ keyIntervalsMs: Array(10).fill(1) }))?.reason).toMatch(/faster/)
    expect(typingRhythm(w({ runtimeTyping: { countOfKey: 20, speedDelta: 40 } }))?.score).toBe(0.6)
    expect(typingRhythm(w({ runtimeTyping: { countOfKey: 20, speedDelta: 2000 } }))).toBeUndefined()
    expect(typingRhythm(w({ runtimeTyping: { countOfKey: 1, speedDelta: 0 } }))).toBeUndefined()
  })
  it('needs enough keys to judge', () => {
    expect(typingRhythm(w({ keyIntervalsMs: [100, 100, 100] }))).toBeUndefined()
  })
})

describe('no-keys', () => {
  it('flags values set by script, and pastes or autofill with no keys', () => {
    expect(noKeys(w({ filledWithoutInput: 2 }))?.score).toBe(0.6)
    expect(noKeys(w({ keyCount: 0, pastes: 2 }))?.reason).toMatch(/pasted/)
    expect(noKeys(w({ keyCount: 0, autofillInputs: 2, pointerMoves: 0 }))?.reason).toMatch(
      /autofilled/,
    )
  })
  it('accepts a person who autofills with the pointer', () => {
    expect(noKeys(w({ keyCount: 0, autofillInputs: 2 }))).toBeUndefined()
  })
})

describe('time-to-submit', () => {
  it('scores by how soon the form went out', () => {
    expect(timeToSubmit(w({ timeToSubmitMs: 300 }))?.score).toBe(0.5)
    expect(timeToSubmit(w({ timeToSubmitMs: 3000 }))?.score).toBe(0.2)
    expect(timeToSubmit(w({ timeToSubmitMs: null }))).toBeUndefined()
  })
})

describe('visible-fields', () => {
  it('flags filled invisible fields', () => {
    expect(visibleFields(w({ invisibleFilled: 1 }))?.score).toBe(0.6)
  })
})

describe('honeypot', () => {
  it('flags a filled honeypot', () => {
    expect(honeypot(w({ honeypotFilled: true }))?.score).toBe(1)
  })
})
