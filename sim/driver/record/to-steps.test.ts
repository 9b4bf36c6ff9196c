import { describe, expect, it } from 'vitest'
import type { RawEvent } from './raw-schema'
import { toSteps } from './to-steps'

const key = (k: 'keydown' | 'keyup', t: number, field: string, named: string | number) =>
  (typeof named === 'number' ? { k, t, field, n: named } : { k, t, field, key: named }) as RawEvent

describe('toSteps', () => {
  it('cuts a visit into the steps a person took, each with the events leading to it', () => {
    const raw: RawEvent[] = [
      { k: 'move', t: 100, x: 5, y: 5 },
      { k: 'down', t: 150, x: 5, y: 5 },
      { k: 'up', t: 200, x: 5, y: 5 },
      { k: 'click', t: 200, target: '#comment', role: 'field' },
      key('keydown', 300, '#comment', 0),
      { k: 'input', t: 300, field: '#comment', inputType: 'insertText', data: 'o' },
      key('keyup', 350, '#comment', 0),
      key('keydown', 400, '#comment', 'Backspace'),
      { k: 'input', t: 400, field: '#comment', inputType: 'deleteContentBackward' },
      key('keyup', 450, '#comment', 'Backspace'),
      key('keydown', 500, '#comment', 1),
      key('keyup', 560, '#comment', 1),
      // Ctrl+V into the name: a paste, the shortcut's keys lead to it.
      { k: 'move', t: 700, x: 9, y: 40 },
      key('keydown', 800, '#author', 'Control'),
      key('keydown', 820, '#author', 'v'),
      { k: 'paste', t: 830, field: '#author', text: 'Ann' },
      { k: 'input', t: 830, field: '#author', inputType: 'insertFromPaste', data: 'Ann' },
      key('keyup', 880, '#author', 'v'),
      key('keyup', 890, '#author', 'Control'),
      // The browser fills two fields at once.
      { k: 'input', t: 1000, field: '#email', inputType: '', value: 'a@b.c' },
      { k: 'input', t: 1001, field: '#url', inputType: '', value: 'https://b.c' },
      { k: 'wheel', t: 1100, dy: 100 },
      { k: 'wheel', t: 1150, dy: 60 },
      { k: 'change', t: 1300, field: '#topic', values: ['b'] },
      { k: 'touch', t: 1400, x: 50, y: 60 },
      { k: 'click', t: 1450, target: '#submit', role: 'submit' },
      { k: 'move', t: 1500, x: 1, y: 1 },
      { k: 'error', t: 1600, message: 'boom' },
    ]
    const { steps, errors, notes } = toSteps(raw, 0)
    expect(steps.map((s) => s.step)).toEqual([
      { action: 'type', target: '#comment', text: 'ox' },
      { action: 'paste', target: '#author', text: 'Ann' },
      { action: 'autofill', fields: { '#email': 'a@b.c', '#url': 'https://b.c' } },
      { action: 'scroll', dy: 160 },
      { action: 'select', target: '#topic', choose: 'b' },
      { action: 'submit', target: '#submit' },
    ])
    // The comment's second key never typed (maxlength): it stands for a spare character.
    expect(steps[0]!.events.map((e) => e.t)).toEqual([100, 150, 200, 300, 350, 400, 450, 500, 560])
    // The shortcut's releases come before the autofill, in its step.
    expect(steps[1]!.events.map((e) => e.type)).toEqual(['move', 'keydown', 'keydown', 'paste'])
    expect(steps[2]!.events.map((e) => [e.t, e.type])).toEqual([
      [880, 'keyup'],
      [890, 'keyup'],
      [1000, 'set-value'],
      [1001, 'set-value'],
    ])
    expect(steps[5]!.events).toEqual([{ t: 1400, type: 'touch', x: 50, y: 60 }])
    // What followed the submission is the next page's, not the visit's.
    expect(steps.flatMap((s) => s.events).some((e) => e.t === 1500)).toBe(false)
    expect(errors).toBe(1)
    expect(notes).toEqual([])
  })

  it('replays a touch drag as wheel turns, and keeps moves after the last step', () => {
    const raw: RawEvent[] = [
      { k: 'touch', t: 100, x: 10, y: 300 },
      { k: 'scroll', t: 150, y: 40 },
      { k: 'scroll', t: 180, y: 90 },
      { k: 'move', t: 5000, x: 3, y: 3 },
    ]
    const { steps } = toSteps(raw, 0)
    expect(steps.map((s) => s.step)).toEqual([{ action: 'scroll', dy: 90 }])
    expect(steps[0]!.events.map((e) => e.type)).toEqual(['touch', 'scroll', 'scroll', 'move'])
  })

  it('writes a visit without any action as a wait', () => {
    const { steps } = toSteps(
      [
        { k: 'move', t: 100, x: 5, y: 5 },
        { k: 'move', t: 900, x: 6, y: 5 },
      ],
      0,
    )
    expect(steps.map((s) => s.step)).toEqual([{ action: 'wait', ms: 800 }])
  })
})
