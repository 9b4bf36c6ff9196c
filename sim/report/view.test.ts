import { describe, expect, it } from 'vitest'
import { sampleScenario } from './sample'
import {
  actorClassOf,
  endpointOf,
  isFlaky,
  keyIntervalsOf,
  pointerTrailOf,
  verdictOf,
} from './view'

describe('report view', () => {
  it('reads the verdict with named reasons', () => {
    const r = sampleScenario({
      verdict: {
        label: 'bot',
        score: 3,
        reasons: [{ rule: 'no-pointer', score: 2, reason: 'no pointer movement' }, 'plain'],
      },
    })
    expect(verdictOf(r)).toEqual({
      label: 'bot',
      score: 3,
      reasons: ['no pointer movement [no-pointer +2]', 'plain'],
    })
  })

  it('classifies actors by isBot, else by kind; scripted ones are neither', () => {
    expect(actorClassOf(sampleScenario({ actor: { kind: 'stealth', isBot: true } }))).toBe('bot')
    expect(actorClassOf(sampleScenario({ actor: { kind: 'human' } }))).toBe('human')
    expect(actorClassOf(sampleScenario({ actor: { kind: 'paste-bot' } }))).toBe('bot')
    expect(actorClassOf(sampleScenario())).toBeUndefined()
  })

  it('reads the trail and key intervals from the ground-truth events', () => {
    const r = sampleScenario({
      groundTruth: {
        summary: {},
        events: [
          { t: 0, type: 'move', x: 1, y: 2 },
          { t: 10, type: 'keydown', key: 'a' },
          { t: 15, type: 'keyup', key: 'a' },
          { t: 200, type: 'keydown', key: 'b' },
        ],
      },
    })
    expect(pointerTrailOf(r)).toEqual([{ x: 1, y: 2, t: 0 }])
    expect(keyIntervalsOf(r)).toEqual([190])
  })

  it('reads the endpoint and flakiness, and nothing from a bare result', () => {
    const r = sampleScenario({
      browserEndpoint: 'ws://127.0.0.1:1/devtools/browser/x',
      runs: [{ status: 'passed' }, { status: 'failed' }],
    })
    expect(endpointOf(r)).toBe('ws://127.0.0.1:1/devtools/browser/x')
    expect(isFlaky(r)).toBe(true)
    expect(endpointOf(sampleScenario())).toBeUndefined()
    expect(isFlaky(sampleScenario())).toBe(false)
    expect(verdictOf(sampleScenario())).toBeUndefined()
  })
})
