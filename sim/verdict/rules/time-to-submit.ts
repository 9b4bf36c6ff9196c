import type { Rule } from '../signals'

/** How soon after load the form went out. */
export const timeToSubmit: Rule = (s) => {
  if (s.timeToSubmitMs === null) return undefined
  const ms = Math.round(s.timeToSubmitMs)
  if (ms < 2000) return { score: 0.5, reason: `submitted ${ms} ms after the page loaded` }
  if (ms < 4000) return { score: 0.2, reason: `submitted quickly, ${ms} ms after the page loaded` }
  return undefined
}
