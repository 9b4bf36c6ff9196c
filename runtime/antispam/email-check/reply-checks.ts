// Readers of the email checks' replies, as reply-schemas.ts defines them (tested equal there):
// plain checks, since the checker's chunk loads for every visitor who focuses an address.

/** The exists check's answer: EXISTS is good, anything else bad. */
export interface ExistAnswer {
  readonly result: string
  readonly text: string
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/** `{result: {result: string, text_result?: string}}`, or undefined for any other shape. */
export function readExistReply(data: unknown): ExistAnswer | undefined {
  const inner = isObject(data) ? data.result : undefined
  if (!isObject(inner) || typeof inner.result !== 'string') return undefined
  const text = inner.text_result
  if (text !== undefined && typeof text !== 'string') return undefined
  return { result: inner.result, text: text ?? '' }
}

/**
 * The result for `email` of `{result: {<address>: {result: string}}}`; undefined when the
 * reply has another shape (any entry malformed) or no entry for that address.
 */
export function readBeforePostResult(data: unknown, email: string): string | undefined {
  const all = isObject(data) ? data.result : undefined
  if (!isObject(all)) return undefined
  for (const entry of Object.values(all)) {
    if (!isObject(entry) || typeof entry.result !== 'string') return undefined
  }
  const mine = Object.hasOwn(all, email) ? all[email] : undefined
  return isObject(mine) ? (mine.result as string) : undefined
}
