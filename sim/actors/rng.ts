import { en, Faker } from '@faker-js/faker'

/** A seeded source of randomness and of realistic visitor data. */
export interface Rng {
  /** Uniform in [0, 1). */
  next(): number
  /** Uniform in [min, max). */
  between(min: number, max: number): number
  /** True with probability `p`. */
  chance(p: number): boolean
  /** Log-normal with the given median and log-space sigma. */
  logNormal(median: number, sigma: number): number
  /** Fills a faker template such as `{{internet.email}}`; plain text comes back unchanged. */
  fake(template: string): string
}

function mix(seed: number, stream: string): number {
  let h = (seed | 0) ^ 0x9e3779b9
  for (const c of stream) h = Math.imul(h ^ c.charCodeAt(0), 0x01000193)
  return h >>> 0
}

/**
 * A generator from the scenario seed and a stream name (so the pointer, keys and data of
 * one actor draw from independent sequences). Built on faker's seeded generator.
 */
export function createRng(seed: number, stream = 'actor'): Rng {
  const faker = new Faker({ locale: [en] })
  faker.seed(mix(seed, stream))
  const next = () => faker.number.float({ min: 0, max: 1 }) % 1
  const normal = () => {
    // Box-Muller; 1 - u keeps the logarithm finite.
    const u = 1 - next()
    const v = next()
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v)
  }
  return {
    next,
    between: (min, max) => min + (max - min) * next(),
    chance: (p) => next() < p,
    logNormal: (median, sigma) => median * Math.exp(sigma * normal()),
    fake: (template) => (template.includes('{{') ? faker.helpers.fake(template) : template),
  }
}
