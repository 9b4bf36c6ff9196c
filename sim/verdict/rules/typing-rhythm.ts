import type { Rule } from '../signals'

function stats(xs: readonly number[]): { median: number; cv: number } {
  const sorted = [...xs].sort((a, b) => a - b)
  const mean = xs.reduce((a, b) => a + b, 0) / xs.length
  const sd = Math.sqrt(xs.reduce((a, b) => a + (b - mean) ** 2, 0) / xs.length)
  return { median: sorted[Math.floor(sorted.length / 2)]!, cv: mean > 0 ? sd / mean : 0 }
}

/** Key rhythm: people type unevenly (CV well above 0.15) and slower than ~40 ms a key. */
export const typingRhythm: Rule = (s) => {
  // speedDelta sums |Δ − previous Δ| over the field: near 0 per key for an even rhythm.
  const rt = s.runtimeTyping
  if (rt && rt.countOfKey >= 8 && rt.speedDelta / (rt.countOfKey - 2) < 10)
    return {
      score: 0.6,
      reason: `even key rhythm measured by the runtime (speedDelta ${rt.speedDelta} over ${rt.countOfKey} keys)`,
    }
  if (s.keyIntervalsMs.length < 7) return undefined
  const { median, cv } = stats(s.keyIntervalsMs)
  if (median < 40)
    return { score: 0.6, reason: `keys ${Math.round(median)} ms apart: faster than a person types` }
  if (cv < 0.15)
    return { score: 0.6, reason: `even key rhythm (coefficient of variation ${cv.toFixed(2)})` }
  return undefined
}
