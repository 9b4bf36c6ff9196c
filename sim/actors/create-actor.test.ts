import { describe, expect, it } from 'vitest'
import { ACTOR_KINDS, createActor } from './create-actor'
import type { ActorState, PlannedStep } from './events'
import type { Recording } from './recorded'

const field = (selector: string, y: number) => ({
  selector,
  box: { x: 100, y, width: 300, height: 30 },
})
const steps: PlannedStep[] = [
  { action: 'type', target: field('#author', 200), text: 'Jane Doe' },
  { action: 'paste', target: field('#comment', 300), text: 'Great post.' },
  {
    action: 'autofill',
    fields: [
      { target: field('#email', 400), value: 'jane@example.com' },
      { target: field('#url', 450), value: 'https://example.com' },
    ],
  },
  { action: 'scroll', dy: 300 },
  { action: 'submit', target: field('#submit', 600) },
]

/** A small recording: one step per planned step above. */
const recording: Recording = {
  epochMs: 1_800_000_000_000,
  viewport: { width: 800, height: 600 },
  steps: steps.map((_, i) => [{ t: 100 * (i + 1), type: 'move', x: 10 * i, y: 20 }]),
}

function run(kind: (typeof ACTOR_KINDS)[number], seed: number) {
  const actor = createActor(kind, seed, kind === 'recorded' ? { recording } : {})
  let state: ActorState = { t: 0, cursor: { x: 640, y: 10 } }
  const events = []
  for (const step of steps) {
    const plan = actor.plan(step, state)
    events.push(...plan.events)
    state = plan.state
  }
  return events
}

describe('actors', () => {
  it.each(ACTOR_KINDS)('%s: the same seed gives the same events, byte for byte', (kind) => {
    expect(JSON.stringify(run(kind, 7))).toBe(JSON.stringify(run(kind, 7)))
  })

  it('human: different seeds give different events', () => {
    expect(JSON.stringify(run('human', 1))).not.toBe(JSON.stringify(run('human', 2)))
  })

  it('replay: the same recorded trail whatever the scenario seed', () => {
    expect(JSON.stringify(run('replay', 1))).toBe(JSON.stringify(run('replay', 2)))
  })

  it('select: a human clicks the dropdown, then picks with input and change and no keys', () => {
    const pick: PlannedStep = { action: 'select', target: field('#topic', 500), values: ['b'] }
    const state: ActorState = { t: 0, cursor: { x: 640, y: 10 } }
    const events = createActor('human', 4).plan(pick, state).events
    const last = events.at(-1)!
    expect(last).toMatchObject({ type: 'select', target: '#topic', values: ['b'] })
    expect(last.type === 'select' && last.events).toBe('input-change')
    expect(events.filter((e) => e.type === 'down' || e.type === 'up')).toHaveLength(2)
    expect(events.some((e) => e.type === 'keydown')).toBe(false)
    // The pick comes after the click, when the person has read the list.
    expect(last.t - events.at(-2)!.t).toBeGreaterThanOrEqual(400)
  })

  it('select: a script-filling bot sets the options without events or a pointer', () => {
    const pick: PlannedStep = { action: 'select', target: field('#tools', 500), values: ['x', 'y'] }
    const events = createActor('instant-fill', 4).plan(pick, {
      t: 0,
      cursor: { x: 0, y: 0 },
    }).events
    expect(events).toEqual([
      {
        t: expect.any(Number),
        type: 'select',
        target: '#tools',
        values: ['x', 'y'],
        events: 'none',
      },
    ])
  })

  it('human autofill sets values with input and change events and no keys', () => {
    const events = run('human', 3)
    const fills = events.filter((e) => e.type === 'set-value')
    expect(fills.map((e) => e.type === 'set-value' && [e.target, e.events])).toEqual([
      ['#email', 'input-change'],
      ['#url', 'input-change'],
    ])
    const t = fills[0]!.t
    expect(events.some((e) => e.type === 'keydown' && Math.abs(e.t - t) < 5)).toBe(false)
  })

  it('instant-fill never moves the pointer or presses a key, and finishes within 100 ms', () => {
    const events = run('instant-fill', 1)
    expect(events.some((e) => ['move', 'down', 'keydown'].includes(e.type))).toBe(false)
    expect(events.at(-1)).toMatchObject({ type: 'submit', target: '#submit' })
    expect(events.at(-1)!.t).toBeLessThan(100)
  })

  it('paste bot pastes with no key events', () => {
    const events = run('paste-bot', 1)
    expect(events.filter((e) => e.type === 'paste')).toHaveLength(4)
    expect(events.some((e) => e.type === 'keydown')).toBe(false)
  })

  it('headless runs with webdriver on; stealth and humans hide it', () => {
    expect(createActor('headless', 1).environment).toEqual({
      webdriver: true,
      userAgent: 'headless',
    })
    expect(createActor('stealth', 1).environment.webdriver).toBe(false)
    expect(createActor('human', 1).environment.webdriver).toBe(false)
    expect(createActor('raw-http', 1).runsJavaScript).toBe(false)
  })
})
