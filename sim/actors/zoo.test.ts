import { describe, expect, it } from 'vitest'
import type { ActorEvent, ActorState, PlannedStep } from './events'
import { createActor, type ActorKind } from './create-actor'
import { WEBDRIVER_GLOBALS } from './traced-automation'

const field = (selector: string, y: number) => ({
  selector,
  box: { x: 100, y, width: 300, height: 30 },
})
const text = 'the quick brown fox jumps over the lazy dog again and again'
const steps: PlannedStep[] = [
  { action: 'type', target: field('#comment', 200), text },
  { action: 'type', target: field('#author', 400), text: 'Jane Doe' },
  { action: 'submit', target: field('#submit', 600) },
]

function play(kind: ActorKind, seed: number, params = {}): ActorEvent[] {
  const actor = createActor(kind, seed, params)
  let state: ActorState = { t: 0, cursor: { x: 640, y: 10 } }
  const events: ActorEvent[] = []
  for (const step of steps) {
    const plan = actor.plan(step, state)
    events.push(...plan.events)
    state = plan.state
  }
  return events
}

const downs = (events: readonly ActorEvent[]) => events.filter((e) => e.type === 'keydown')
const gaps = (events: readonly ActorEvent[]) =>
  downs(events)
    .slice(1)
    .map((e, i) => e.t - downs(events)[i]!.t)
/** ms from the click's release to the first key of each field. */
const settle = (events: readonly ActorEvent[]) =>
  events.flatMap((e, i) => {
    const next = events[i + 1]
    return e.type === 'up' && next?.type === 'keydown' ? [next.t - e.t] : []
  })

describe('human-mimic', () => {
  const events = play('human-mimic', 5)
  it('types every key right, with no Backspace and no pause over a second', () => {
    expect(downs(events).some((e) => e.type === 'keydown' && e.key === 'Backspace')).toBe(false)
    expect(downs(events)).toHaveLength(text.length + 'Jane Doe'.length)
    expect(Math.max(...gaps(events).slice(0, text.length - 1))).toBeLessThan(1000)
  })
  it('keeps a log-normal rhythm (uneven) and curved reaches', () => {
    const g = gaps(events).slice(0, text.length - 1)
    const mean = g.reduce((a, b) => a + b, 0) / g.length
    const sd = Math.sqrt(g.reduce((a, b) => a + (b - mean) ** 2, 0) / g.length)
    expect(sd / mean).toBeGreaterThan(0.25)
    expect(events.filter((e) => e.type === 'move').length).toBeGreaterThan(10)
  })
  it('types within 30 ms of the click where a person settles for several hundred', () => {
    expect(Math.max(...settle(events))).toBeLessThan(30)
    expect(Math.min(...settle(play('human', 5)))).toBeGreaterThan(250)
  })
})

describe('replay-jitter', () => {
  it('replays the recorded trail with seeded noise: close to it, never equal across seeds', () => {
    const recorded = play('replay', 1)
    const a = play('replay-jitter', 1)
    const b = play('replay-jitter', 2)
    expect(a.map((e) => e.type)).toEqual(recorded.map((e) => e.type))
    expect(JSON.stringify(a)).not.toBe(JSON.stringify(b))
    expect(gaps(a).slice(0, 5)).not.toEqual(gaps(recorded).slice(0, 5))
    a.forEach((e, i) => {
      const r = recorded[i]!
      expect(Math.abs(e.t - r.t)).toBeLessThan(0.15 * r.t + 1)
      if (e.type === 'move' && r.type === 'move') expect(Math.abs(e.x - r.x)).toBeLessThanOrEqual(8)
    })
  })
})

describe('form-agent', () => {
  const events = play('form-agent', 3)
  it('glides in straight lines and types faster than 40 ms a key', () => {
    const moves = events.filter((e) => e.type === 'move')
    expect(moves.length).toBeGreaterThan(3)
    const g = gaps(events).slice(0, text.length - 1)
    expect(Math.max(...g)).toBeLessThan(40)
  })
})

describe('patient-bot', () => {
  it('fills by script at once and submits only after 20–40 s', () => {
    const events = play('patient-bot', 9)
    expect(events.some((e) => ['move', 'keydown'].includes(e.type))).toBe(false)
    const fills = events.filter((e) => e.type === 'set-value')
    expect(Math.max(...fills.map((e) => e.t))).toBeLessThan(200)
    const submit = events.at(-1)!
    expect(submit).toMatchObject({ type: 'submit', target: '#submit' })
    expect(submit.t).toBeGreaterThanOrEqual(20_000)
    expect(submit.t).toBeLessThan(40_200)
    expect(play('patient-bot', 9, { waitMs: 5000 }).at(-1)!.t).toBeLessThan(5200)
  })
})

describe('traced-automation', () => {
  it('behaves exactly as the human of the same seed, in a browser that shows its driver', () => {
    expect(JSON.stringify(play('traced-automation', 4))).toBe(JSON.stringify(play('human', 4)))
    expect(createActor('traced-automation', 4).environment).toEqual({
      webdriver: true,
      userAgent: 'desktop',
      automationGlobals: WEBDRIVER_GLOBALS,
    })
  })
})
