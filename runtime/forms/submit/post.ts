import { readResponse, type SubmitResponse } from './response'

/** The outcome of one POST: a readable response, or a message for `parse-response-ERROR`. */
export type PostResult =
  | {
      readonly ok: true
      readonly response: SubmitResponse
      readonly httpOk: boolean
      readonly status: number
    }
  | { readonly ok: false; readonly message: string }

/**
 * POSTs a URL-encoded body with `fetch`, looked up on the window at call time (the
 * anti-spam bundle wraps it). A JSON body is a response even on an HTTP error (contract d).
 */
export async function postForm(
  win: Window,
  url: string,
  body: URLSearchParams,
): Promise<PostResult> {
  let res: Response
  try {
    res = await win.fetch(url, {
      method: 'POST',
      body,
      credentials: 'same-origin',
      cache: 'no-store',
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    })
  } catch (error) {
    console.error('[bramble] Failed to send the form:', error)
    return {
      ok: false,
      message: 'The form could not be sent. Check your connection and try again.',
    }
  }
  const text = await res.text().catch(() => '')
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    console.error(`[bramble] Failed to read the submit response: HTTP ${res.status}, not JSON.`)
    return { ok: false, message: res.statusText || `HTTP ${res.status}` }
  }
  const response = readResponse(json)
  if (!response) return { ok: false, message: res.statusText || `HTTP ${res.status}` }
  if (!res.ok) console.error(`[bramble] The submit request failed: HTTP ${res.status}.`)
  return { ok: true, response, httpOk: res.ok, status: res.status }
}
