import { CALL_ERRORS } from './errors'

/** How a finished HTTP exchange is judged. */
export type ReplyVerdict =
  | {
      readonly kind: 'ok'
      readonly status: number
      readonly data: unknown
      readonly parsed?: unknown
    }
  | { readonly kind: 'nonce'; readonly status: number; readonly parsed?: unknown }
  | {
      readonly kind: 'error'
      readonly status: number
      readonly error: string
      readonly parsed?: unknown
    }

function tryJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown }
  } catch {
    return { ok: false }
  }
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/**
 * Recognises every nonce-failure shape of contract (b): admin-ajax 403 with the text `-1`,
 * REST `rest_cookie_invalid_nonce`, and `rest_forbidden` with 401 or 403.
 */
export function isNonceFailure(status: number, text: string, parsed: unknown): boolean {
  if (status === 403 && text.trim() === '-1') return true
  if (!isObject(parsed)) return false
  if (parsed.code === 'rest_cookie_invalid_nonce') return status === 403
  return parsed.code === 'rest_forbidden' && (status === 401 || status === 403)
}

/** The text of a JSON `error` value (a string, or an object such as `{comment}`). */
function errorText(error: unknown): string {
  if (typeof error === 'string') return error
  if (isObject(error) && typeof error.comment === 'string') return error.comment
  return JSON.stringify(error)
}

/**
 * Judges a reply: nonce failure, catalogue error, or data. A JSON object with an `error`
 * key is an error whatever the status, so an error never reaches the success path.
 */
export function classifyReply(status: number, text: string, expect: 'json' | 'text'): ReplyVerdict {
  const json = tryJson(text)
  const parsed = json.ok ? json.value : undefined
  if (isNonceFailure(status, text, parsed)) return { kind: 'nonce', status, parsed }
  if (status === 500) return { kind: 'error', status, error: CALL_ERRORS.internal, parsed }
  if (status < 200 || status >= 300)
    return { kind: 'error', status, error: CALL_ERRORS.code(status), parsed }
  if (isObject(parsed) && 'error' in parsed)
    return { kind: 'error', status, error: errorText(parsed.error), parsed }
  if (expect === 'text') return { kind: 'ok', status, data: text, parsed }
  if (!json.ok) return { kind: 'error', status, error: CALL_ERRORS.parse }
  return { kind: 'ok', status, data: parsed, parsed }
}
