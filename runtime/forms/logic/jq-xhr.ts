import type { SubmitOutcome } from './submit-response'

/**
 * What a submit reply was, kept as plain data once its body is read: the status line, the
 * headers and the body text. `status` 0 is a request that never got an answer.
 */
export interface HttpSnapshot {
  readonly status: number
  readonly statusText: string
  readonly headers: readonly (readonly [string, string])[]
  readonly text: string
}

/**
 * The jqXHR members add-ons read from `submit:response`'s third argument (contract b): the
 * original posted with `jQuery.ajax`, so listeners look at the status, the raw text, the
 * parsed JSON and the headers of the reply.
 */
export interface JqXhrLike {
  readonly readyState: number
  readonly status: number
  readonly statusText: string
  readonly responseText: string
  /** The parsed body when it was JSON; absent otherwise, as in jQuery. */
  readonly responseJSON?: unknown
  /** The header's value (several joined with `, `), or null when absent. */
  getResponseHeader(name: string): string | null
  /** Every header as `name: value` lines ending in CRLF, as XMLHttpRequest gives them. */
  getAllResponseHeaders(): string
}

/** Snapshot of a request that never got an answer (network failure). */
export const NO_ANSWER: HttpSnapshot = { status: 0, statusText: '', headers: [], text: '' }

/**
 * A detached jqXHR stand-in for a reply: plain values, no network object behind it, methods
 * that never throw. `textStatus` is jQuery's (`success`, `error`, `parsererror`); like
 * jQuery, `statusText` falls back to it when the reply carried none (HTTP/2 has no reason
 * phrase). `json` is the parsed body, or undefined when it was not JSON.
 */
export function jqXhrOf(http: HttpSnapshot, textStatus: string, json: unknown): JqXhrLike {
  const all = http.headers.map(([k, v]) => `${k}: ${v}\r\n`).join('')
  const xhr: JqXhrLike = {
    readyState: http.status === 0 ? 0 : 4,
    status: http.status,
    statusText: http.statusText || textStatus,
    responseText: http.text,
    getResponseHeader(name) {
      const key = String(name).toLowerCase()
      const values = http.headers.filter(([k]) => k.toLowerCase() === key).map(([, v]) => v)
      return values.length > 0 ? values.join(', ') : null
    },
    getAllResponseHeaders: () => all,
  }
  return json === undefined ? xhr : { ...xhr, responseJSON: json }
}

/** How `submit:response` describes a reply: jQuery's textStatus and a detached jqXHR. */
export interface ReplyTrace {
  readonly textStatus: string
  readonly xhr: JqXhrLike
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

/**
 * The textStatus and jqXHR of a reply as `jQuery.ajax` reported them: `success` for an HTTP
 * success, `error` for an HTTP error or no answer (`res` undefined), `parsererror` for an
 * HTTP success whose body is unreadable. `text` is the body already read; the jqXHR copies
 * the status line and headers, so it holds no network object. `responseJSON` is the very
 * object listeners get as `response`.
 */
export function traceReply(
  res: Response | undefined,
  text: string,
  outcome: SubmitOutcome,
): ReplyTrace {
  const http = res
    ? { status: res.status, statusText: res.statusText, headers: [...res.headers], text }
    : NO_ANSWER
  const json = outcome.kind === 'parse-error' ? parsed(text) : outcome.response
  const textStatus = !res?.ok ? 'error' : outcome.kind === 'parse-error' ? 'parsererror' : 'success'
  return { textStatus, xhr: jqXhrOf(http, textStatus, json) }
}
