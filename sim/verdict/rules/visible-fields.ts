import type { Rule } from '../signals'

/** Fields a visitor cannot see were filled in. */
export const visibleFields: Rule = (s) =>
  s.invisibleFilled > 0
    ? { score: 0.6, reason: `${s.invisibleFilled} invisible field(s) were filled in` }
    : undefined
