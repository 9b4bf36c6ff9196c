import { automationGlobals } from './rules/automation-globals'
import { headless } from './rules/headless'
import { honeypot } from './rules/honeypot'
import { noJavascript } from './rules/no-javascript'
import { noHesitation } from './rules/no-hesitation'
import { noKeys } from './rules/no-keys'
import { pointer } from './rules/pointer'
import { timeToSubmit } from './rules/time-to-submit'
import { typingRhythm } from './rules/typing-rhythm'
import { visibleFields } from './rules/visible-fields'
import type { Rule, VerdictSignals } from './signals'

/** Every rule, by name. A new rule is one file plus one line. */
export const RULES: Readonly<Record<string, Rule>> = {
  headless,
  'no-javascript': noJavascript,
  pointer,
  'typing-rhythm': typingRhythm,
  'no-keys': noKeys,
  'time-to-submit': timeToSubmit,
  'visible-fields': visibleFields,
  honeypot,
  'no-hesitation': noHesitation,
  'automation-globals': automationGlobals,
}

/** Score at or above which the verdict says bot. */
export const BOT_THRESHOLD = 0.5

/** The reference verdict: a label, a score in [0, 1] and the reasons behind it. */
export interface Verdict {
  readonly label: 'bot' | 'human'
  readonly score: number
  readonly reasons: readonly {
    readonly rule: string
    readonly score: number
    readonly reason: string
  }[]
}

/**
 * Sums the rules' scores (capped at 1). A reference model for testing the simulator and the
 * runtime's signals, not the anti-spam server's real decision.
 */
export function judge(signals: VerdictSignals): Verdict {
  const reasons = []
  for (const [rule, fn] of Object.entries(RULES)) {
    const r = fn(signals)
    if (r) reasons.push({ rule, ...r })
  }
  const score = Math.min(1, Math.round(reasons.reduce((a, r) => a + r.score, 0) * 100) / 100)
  return { label: score >= BOT_THRESHOLD ? 'bot' : 'human', score, reasons }
}
