/** A proportion with its confidence interval. */
export interface Interval {
  /** Successes / trials (NaN with no trials). */
  readonly rate: number
  readonly low: number
  readonly high: number
}

/** z for a two-sided 95 % interval. */
export const Z95 = 1.959963984540054

/**
 * The Wilson score interval of `successes` out of `trials`: unlike the normal approximation
 * it stays inside [0, 1] and is honest at 0 % and 100 % with small samples (0 of 12 is
 * 0–24 %, not 0–0 %). No trials: rate NaN, interval 0–1 (nothing is known).
 */
export function wilson(successes: number, trials: number, z = Z95): Interval {
  if (trials <= 0) return { rate: NaN, low: 0, high: 1 }
  const p = successes / trials
  const z2 = z * z
  const centre = p + z2 / (2 * trials)
  const spread = z * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))
  const denominator = 1 + z2 / trials
  return {
    rate: p,
    low: Math.max(0, (centre - spread) / denominator),
    high: Math.min(1, (centre + spread) / denominator),
  }
}
