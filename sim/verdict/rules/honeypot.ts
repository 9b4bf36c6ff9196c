import type { Rule } from '../signals'

/** The form builder's honeypot field was filled. */
export const honeypot: Rule = (s) =>
  s.honeypotFilled ? { score: 1, reason: 'the honeypot field was filled in' } : undefined
