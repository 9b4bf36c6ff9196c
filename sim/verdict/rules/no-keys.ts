import type { Rule } from '../signals'

/** Values that arrived without typing: set by script, or pasted/autofilled with no keys at all. */
export const noKeys: Rule = (s) => {
  if (s.filledWithoutInput > 0)
    return {
      score: 0.6,
      reason: `${s.filledWithoutInput} field(s) changed with no input event (set by script)`,
    }
  if (s.keyCount === 0 && s.pastes > 0) return { score: 0.4, reason: 'pasted with no key presses' }
  if (s.keyCount === 0 && s.autofillInputs > 0 && s.pointerMoves === 0)
    return { score: 0.4, reason: 'autofilled with no key presses and no pointer' }
  return undefined
}
