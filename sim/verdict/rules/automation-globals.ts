import type { Rule } from '../signals'

/** Globals that only an automation driver puts in a page. */
export const automationGlobals: Rule = (s) =>
  s.automationGlobals.length > 0
    ? {
        score: 1,
        reason: `automation driver globals in the page: ${s.automationGlobals.slice(0, 3).join(', ')}`,
      }
    : undefined
