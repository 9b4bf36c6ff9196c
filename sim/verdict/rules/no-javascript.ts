import type { Rule } from '../signals'

/** A submission from a client that never ran the page. */
export const noJavascript: Rule = (s) =>
  s.javascript
    ? undefined
    : { score: 1, reason: 'no JavaScript signals: the form was posted without running the page' }
