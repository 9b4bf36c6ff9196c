import { describe, expect, it } from 'vitest'
import type { LoadedScenario } from '../sim/scenario/load'
import { parseShard } from './options'
import { filterScenarios, scenarioFilter, shardScenarios } from './select'

const scenario = (id: string, tags: string[] = [], kind = 'scripted') =>
  ({
    id,
    file: `${id}.yaml`,
    scenario: { name: `Name of ${id}`, tags, actor: { kind } },
  }) as unknown as LoadedScenario

describe('filterScenarios', () => {
  const all = [scenario('a/one', ['x']), scenario('a/two', ['y']), scenario('b/three', ['x', 'y'])]
  it('filters by grep on id or name, and by any of the tags', () => {
    expect(filterScenarios(all, { grep: /TWO/i }).map((s) => s.id)).toEqual(['a/two'])
    expect(filterScenarios(all, { grep: /name of b/i }).map((s) => s.id)).toEqual(['b/three'])
    expect(filterScenarios(all, { tags: ['x'] }).map((s) => s.id)).toEqual(['a/one', 'b/three'])
    expect(filterScenarios(all, { tags: ['x'], grep: /^a/ }).map((s) => s.id)).toEqual(['a/one'])
    expect(filterScenarios(all, { actors: ['human'] })).toEqual([])
  })
})

describe('scenarioFilter', () => {
  it('reads --grep as a case-insensitive expression beside the actors and tags', () => {
    const filter = scenarioFilter({ grep: 'TWO', actor: ['human'], tag: ['x', 'y'] })
    expect(filter.grep?.test('a/two')).toBe(true)
    expect(filter).toMatchObject({ actors: ['human'], tags: ['x', 'y'] })
    expect(scenarioFilter({}).grep).toBeUndefined()
  })

  it('refuses a --grep that is no regular expression, saying how to fix it', () => {
    expect(() => scenarioFilter({ grep: 'a(' })).toThrow(
      /^\[bramble\] Invalid --grep "a\(": .+\. Give a regular expression\.$/,
    )
  })
})

describe('shardScenarios', () => {
  it('splits into disjoint parts that cover every scenario, whatever the input order', () => {
    const all = ['e', 'a', 'd', 'b', 'c'].map((id) => scenario(id))
    const parts = [1, 2, 3].map((index) =>
      shardScenarios(all, { index, total: 3 }).map((s) => s.id),
    )
    expect(parts).toEqual([['a', 'd'], ['b', 'e'], ['c']])
    expect(shardScenarios([...all].reverse(), { index: 1, total: 3 }).map((s) => s.id)).toEqual([
      'a',
      'd',
    ])
  })
})

describe('parseShard', () => {
  it('reads i/n and rejects anything else with the fix', () => {
    expect(parseShard('2/3')).toEqual({ index: 2, total: 3 })
    for (const bad of ['0/3', '4/3', '1/0', 'x', '1-2']) {
      expect(() => parseShard(bad)).toThrow(/Invalid --shard .*expected i\/n/)
    }
  })
})
