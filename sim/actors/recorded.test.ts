import { describe, expect, it } from 'vitest'
import { createActor } from './create-actor'
import type { ActorState, PlannedStep } from './events'
import { keysOf, type Recording } from './recorded'
import { jitter } from './replay-jitter'
import { createRng } from './rng'

const field = { selector: '#comment', box: { x: 0, y: 0, width: 10, height: 10 } }
const start: ActorState = { t: 0, cursor: { x: 0, y: 0 } }

// A person types "Hi", then presses Tab; keys overlap (the `i` goes down before `H` is up).
const recording: Recording = {
  epochMs: 1_790_000_000_000,
  viewport: { width: 390, height: 700, mobile: true, touch: true },
  steps: [
    [
      { t: 400, type: 'move', x: 12, y: 30 },
      { t: 480, type: 'down', x: 12, y: 30 },
      { t: 560, type: 'up', x: 12, y: 30 },
      { t: 900, type: 'keydown', key: 'Shift', field: '#comment' },
      { t: 950, type: 'keydown', n: 0, field: '#comment' },
      { t: 1010, type: 'keydown', n: 1, field: '#comment' },
      { t: 1020, type: 'keyup', n: 0, field: '#comment' },
      { t: 1030, type: 'keyup', key: 'Shift', field: '#comment' },
      { t: 1080, type: 'keyup', n: 1, field: '#comment' },
    ],
    [
      { t: 1500, type: 'keydown', key: 'Tab', field: '#comment' },
      { t: 1560, type: 'keyup', key: 'Tab', field: '#author' },
    ],
  ],
}

describe('the recorded actor', () => {
  it('plays each step’s recorded events at their times, typed keys taking the step’s text', () => {
    const actor = createActor('recorded', 99, { recording })
    const typed = actor.plan({ action: 'type', target: field, text: 'Hi' }, start)
    expect(typed.events.map((e) => [e.t, e.type, 'key' in e ? e.key : ''])).toEqual([
      [400, 'move', ''],
      [480, 'down', ''],
      [560, 'up', ''],
      [900, 'keydown', 'Shift'],
      [950, 'keydown', 'H'],
      [1010, 'keydown', 'i'],
      [1020, 'keyup', 'H'],
      [1030, 'keyup', 'Shift'],
      [1080, 'keyup', 'i'],
    ])
    expect(typed.state).toEqual({ t: 1080, cursor: { x: 12, y: 30 }, focused: '#comment' })
    const tab = actor.plan({ action: 'wait', ms: 0 } as PlannedStep, typed.state)
    expect(tab.events.map((e) => e.t)).toEqual([1500, 1560])
  })

  it('is the same whatever the seed, and brings the person’s browser and clock', () => {
    const a = createActor('recorded', 1, { recording })
    const b = createActor('recorded', 2, { recording })
    const step: PlannedStep = { action: 'type', target: field, text: 'Hi' }
    expect(JSON.stringify(a.plan(step, start))).toBe(JSON.stringify(b.plan(step, start)))
    expect(a.environment.viewport).toEqual(recording.viewport)
    expect(a.epochMs).toBe(recording.epochMs)
    expect(a.replaysRecording).toBe(true)
  })

  it('types a spare character for a key whose character the text does not have', () => {
    const events = keysOf(recording.steps[0]!, 'H', new Map())
    expect(events.filter((e) => e.type === 'keydown').map((e) => 'key' in e && e.key)).toEqual([
      'Shift',
      'H',
      'x',
    ])
  })

  it('fails with a clear message without a recording', () => {
    expect(() => createActor('recorded', 1)).toThrow(/has no recording.*bramble record/)
  })

  it('replay-jitter perturbs a real recording: same order and keys, other times', () => {
    const actor = createActor('replay-jitter', 5, { recording })
    const plan = actor.plan({ action: 'type', target: field, text: 'Hi' }, start)
    expect(plan.events.map((e) => e.type)).toEqual(recording.steps[0]!.map((e) => e.type))
    expect(plan.events.map((e) => e.t)).not.toEqual(recording.steps[0]!.map((e) => e.t))
    expect(actor.kind).toBe('replay-jitter')
    // The same jitter as for the model's trail.
    const again = jitter(
      keysOf(recording.steps[0]!, 'Hi', new Map()),
      0,
      createRng(5, 'replay-jitter'),
    )
    expect(plan.events).toEqual(again)
  })
})
