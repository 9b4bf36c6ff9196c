/**
 * The bench's one median and the statistics of a set of readings (issue 29: one copy, not one
 * per suite).
 */

/** Median, min and max of one implementation's loads. */
export interface Stats {
  readonly median: number
  readonly min: number
  readonly max: number
  readonly n: number
}

/**
 * The median of the finite readings; of an even count, the mean of the two middle ones.
 * NaN when there is none.
 */
export function median(xs: readonly number[]): number {
  return stats(xs).median
}

/** The statistics of a set of readings (NaN and infinities left out). */
export function stats(xs: readonly number[]): Stats {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b)
  const n = s.length
  const median = n === 0 ? NaN : n % 2 ? s[(n - 1) / 2]! : (s[n / 2 - 1]! + s[n / 2]!) / 2
  return { median, min: s[0] ?? NaN, max: s[n - 1] ?? NaN, n }
}
