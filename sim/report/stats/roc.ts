/** One visitor's score and what it really was. */
export interface Scored {
  readonly isBot: boolean
  readonly score: number
}

/** One point of the curve: calling bot every score ≥ threshold. */
export interface RocPoint {
  readonly threshold: number
  /** Bots at or above the threshold / bots. */
  readonly detectionRate: number
  /** People at or above the threshold / people. */
  readonly falsePositiveRate: number
}

/**
 * The receiver operating characteristic of a score: one point per distinct score (as the
 * threshold), from the highest down, plus the end points (nothing called bot at a threshold
 * above every score; everything at 0). Empty when the population lacks bots or people.
 */
export function rocPoints(population: readonly Scored[]): RocPoint[] {
  const bots = population.filter((p) => p.isBot).length
  const people = population.length - bots
  if (bots === 0 || people === 0) return []
  const thresholds = [...new Set(population.map((p) => p.score))].sort((a, b) => b - a)
  const points: RocPoint[] = [{ threshold: Infinity, detectionRate: 0, falsePositiveRate: 0 }]
  for (const threshold of thresholds) {
    const called = population.filter((p) => p.score >= threshold)
    points.push({
      threshold,
      detectionRate: called.filter((p) => p.isBot).length / bots,
      falsePositiveRate: called.filter((p) => !p.isBot).length / people,
    })
  }
  if (thresholds.at(-1)! > 0) points.push({ threshold: 0, detectionRate: 1, falsePositiveRate: 1 })
  return points
}

/** Area under the curve by the trapezoid rule (0.5: no better than chance; 1: perfect). */
export function areaUnder(points: readonly RocPoint[]): number {
  let area = 0
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1]!
    const b = points[i]!
    area += ((b.falsePositiveRate - a.falsePositiveRate) * (a.detectionRate + b.detectionRate)) / 2
  }
  return area
}
