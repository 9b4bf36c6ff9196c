import type { Rule } from '../signals'

/** A person lets go of the mouse and looks before typing: a click alone takes ~150 ms. */
const SETTLE_MS = 200

/**
 * Typing that starts the moment the pointer arrives, field after field: a person clicks,
 * looks and only then types (several hundred ms), a script types at once.
 */
export const noHesitation: Rule = (s) => {
  if (s.reachToTypeMs.length < 2) return undefined
  const longest = Math.max(...s.reachToTypeMs)
  if (longest >= SETTLE_MS) return undefined
  return {
    score: 0.5,
    reason: `typed at once after reaching each field (${s.reachToTypeMs.length} fields, longest ${longest} ms)`,
  }
}
