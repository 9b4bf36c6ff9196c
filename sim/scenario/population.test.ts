import { describe, expect, it } from 'vitest'
import { POPULATION, POPULATION_SEED_BASE, populationScenarios } from './population'

describe('verdict populations', () => {
  it('gives every visit its own seed, above the library seeds, so no two members are one person', () => {
    const population = populationScenarios(4)
    expect(population).toHaveLength(POPULATION.length * 4)
    const seeds = population.map((p) => p.loaded.scenario.seed)
    expect(new Set(seeds).size).toBe(seeds.length)
    expect(Math.min(...seeds)).toBe(POPULATION_SEED_BASE)
    const ids = population.map((p) => p.loaded.id)
    expect(new Set(ids).size).toBe(ids.length)
  })
})
