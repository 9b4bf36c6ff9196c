import { isRecord } from '../../core/settings'
import { on } from '../fields/field-attrs'
import { firePublicEvent } from '../public/jquery-bridge'
import type { FormContext } from '../view/form-context'
import { sendAnalytics } from './analytics'
import type { PostResult } from './post'
import { debugLists, fieldErrors, formErrors, isSuccess } from './response'
import { followRedirect } from './redirect'

/** What applying a response needs. */
export interface ApplyOptions {
  readonly win: Window
  readonly ctx: FormContext
  readonly result: PostResult
  /** Whether a nonce error may trigger the one automatic resubmit. */
  readonly canResubmit: boolean
}

/** Form error id of an unreadable response (spec §8). */
export const PARSE_ERROR_ID = 'parse-response-ERROR'

function flag(settings: Record<string, unknown>, key: string): boolean {
  return on(settings as never, key)
}

/**
 * Applies one submit response to the form (contract d): nonce, field and form errors,
 * debug output, success message, clear/hide on complete, redirect, analytics and the
 * public events. Returns true when the form must be resubmitted with a new nonce.
 * What the visitor typed is never cleared except by a successful clear-on-complete.
 */
export function applyResponse({ win, ctx, result, canResubmit }: ApplyOptions): boolean {
  const { store, radio, formId } = ctx
  if (!result.ok) {
    store.removeFormError(PARSE_ERROR_ID)
    store.addFormError(PARSE_ERROR_ID, result.message)
    return false
  }
  const { response } = result
  const { errors, data } = response
  radio.channel('forms').trigger('submit:response', response.raw, 'success', undefined, formId)
  radio.channel(`form-${formId}`).trigger('submit:response', response.raw, 'success', undefined)
  if (result.httpOk)
    firePublicEvent(win, 'nfFormSubmitResponse', { response: response.raw, id: formId })

  const nonce = isRecord(errors.nonce) ? errors.nonce : undefined
  if (nonce && nonce.new_nonce !== undefined && nonce.nonce_ts !== undefined) {
    const security = String(nonce.new_nonce)
    const ts = String(nonce.nonce_ts)
    store.setNonce(security, ts)
    const fe = (win as unknown as { nfFrontEnd?: Record<string, unknown> }).nfFrontEnd
    if (isRecord(fe)) {
      fe.ajaxNonce = security
      fe.nonce_ts = ts
    }
    if (canResubmit) return true
  }
  for (const [id, slug, message] of fieldErrors(errors)) store.addFieldError(id, slug, message)
  for (const [id, message] of formErrors(errors)) {
    store.removeFormError(id)
    store.addFormError(id, message)
  }
  const last = isRecord(errors.last) ? errors.last.message : undefined
  if (last !== undefined) console.error(`[bramble] Server error: ${String(last)}`)
  const debug = debugLists(response)
  for (const line of debug.console) console.log(`[bramble] ${line}`)
  store.setResponse({ debug: debug.form })

  const halt = isRecord(data.halt) ? data.halt.redirect : undefined
  if (followRedirect(win, halt)) return false
  if (!isSuccess(response)) return false

  const settings = { ...ctx.settings, ...(isRecord(data.settings) ? data.settings : {}) }
  const actions = isRecord(data.actions) ? data.actions : {}
  const hide = flag(settings, 'hide_complete')
  if (flag(settings, 'clear_complete')) {
    store.reset()
    if (!hide) radio.channel('captcha').trigger('reset')
  }
  const message = typeof actions.success_message === 'string' ? actions.success_message : ''
  store.setResponse({ successMessage: message || undefined, hidden: hide })
  sendAnalytics(win, actions.googleanalytics, formId)
  followRedirect(win, actions.redirect)
  return false
}
