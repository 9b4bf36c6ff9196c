import { describe, expect, it } from 'vitest'
import { allocate, DEFAULT_MIX, parseMix, planPopulation } from './population-plan'

describe('parseMix', () => {
  it('reads kinds with weights and a recorded folder', () => {
    expect(parseMix('human=6, human-mimic=1,recorded=rec/people:2')).toEqual({
      weights: { human: 6, 'human-mimic': 1, recorded: 2 },
      recordedDir: 'rec/people',
    })
    expect(parseMix('recorded=rec').weights).toEqual({ recorded: 1 })
    expect(Object.keys(parseMix(DEFAULT_MIX).weights)).toContain('traced-automation')
  })

  it('leaves recorded people out of the default mix (they need a folder): people are half', () => {
    const weights = parseMix(DEFAULT_MIX).weights
    expect(weights).not.toHaveProperty('recorded')
    const bots = Object.entries(weights).filter(([k]) => k !== 'human')
    expect(weights.human).toBe(bots.length)
  })

  it('names an unknown kind or a missing weight, and how to fix it', () => {
    expect(() => parseMix('human=1,robot=2')).toThrow(
      /Failed to read --mix: unknown visitor kind "robot". Choose from human, .*, recorded=DIR$/,
    )
    expect(() => parseMix('human')).toThrow('"human" has no positive weight. Write human=<number>')
    expect(() => parseMix('')).toThrow('names no visitor')
  })
})

describe('allocate', () => {
  it('splits the visitors in proportion and always adds up', () => {
    expect(Object.fromEntries(allocate(12, { human: 1, stealth: 1, 'form-agent': 1 }))).toEqual({
      human: 4,
      stealth: 4,
      'form-agent': 4,
    })
    const odd = allocate(10, { human: 2, stealth: 1 })
    expect([...odd.values()].reduce((a, b) => a + b)).toBe(10)
    expect(odd.get('human')).toBe(7)
  })
})

describe('planPopulation', () => {
  const plan = planPopulation({
    visitors: 12,
    mix: parseMix('human=2,instant-fill=1,form-agent=1'),
    fixture: 'comment-form',
    seedBase: 500,
  })

  it('gives every visitor its own seed and id, tagged with its kind', () => {
    expect(plan.map((p) => p.scenario.seed)).toEqual(Array.from({ length: 12 }, (_, i) => 500 + i))
    expect(new Set(plan.map((p) => p.id)).size).toBe(12)
    const kinds = plan.map((p) => p.scenario.tags[1])
    expect(kinds.filter((k) => k === 'visitor:human')).toHaveLength(6)
    expect(kinds.filter((k) => k === 'visitor:form-agent')).toHaveLength(3)
    expect(plan.every((p) => p.scenario.tags[0] === 'population')).toBe(true)
  })

  it('interleaves the kinds, and people take turns typing, autofilling and pasting', () => {
    expect(new Set(plan.slice(0, 4).map((p) => p.scenario.tags[1])).size).toBe(3)
    const people = plan.filter((p) => p.scenario.actor.kind === 'human')
    const firstActions = people.slice(0, 3).map((p) => p.scenario.steps.map((s) => s.action).join())
    expect(new Set(firstActions).size).toBe(3)
    const agent = plan.find((p) => p.scenario.actor.kind === 'form-agent')!
    expect(agent.scenario.steps[0]).toMatchObject({ target: 'aria/Comment' })
  })

  it('refuses a page it has no visitors for, or a recorded share with no recordings', () => {
    const base = { visitors: 4, mix: parseMix('human=1'), seedBase: 1 }
    expect(() => planPopulation({ ...base, fixture: 'mailpoet' })).toThrow(
      'no visitor templates for that page. Choose --fixture comment-form',
    )
    expect(() =>
      planPopulation({ ...base, mix: parseMix('recorded=rec'), fixture: 'comment-form' }),
    ).toThrow('rec holds no scenario')
  })
})
