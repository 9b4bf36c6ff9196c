import type { Rule } from '../signals'

/** Pointer behaviour: none at all, teleports, or ruler-straight strokes. */
export const pointer: Rule = (s) => {
  if (!s.javascript) return undefined
  if (s.filledFields > 0 && s.pointerMoves === 0 && s.touches === 0)
    return { score: 0.5, reason: 'no pointer movement before the form was filled' }
  if (s.pointerJumps >= 2 && s.pointerMoves < s.pointerJumps * 3)
    return {
      score: 0.5,
      reason: `the pointer jumped straight to targets (${s.pointerJumps} jumps)`,
    }
  if (s.pointerStraightness !== null && s.pointerStraightness < 1.002)
    return {
      score: 0.5,
      reason: `pointer strokes are straight lines (path/chord ${s.pointerStraightness.toFixed(4)})`,
    }
  return undefined
}
