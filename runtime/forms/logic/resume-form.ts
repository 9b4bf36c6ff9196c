import { applyReply } from './apply-reply'
import type { FormStore } from './form-store'
import { traceReply, type ReplyTrace } from './jq-xhr'
import { buildResumeBody } from './resume'
import { interpretResponse, type SubmitOutcome } from './submit-response'

/** What resuming one form needs from its submit controller (submit/submit-controller.ts). */
export interface ResumeOptions {
  /** The page: its `fetch`, its URL (the parameters posted) and `location.assign`. */
  readonly win: Pick<Window, 'fetch' | 'location'>
  readonly store: FormStore
  readonly formId: string
  /** The nonce the request carries (the page's, else the form's). */
  readonly security: string
  /** Whether the form was unmounted meanwhile (its reply is then dropped). */
  readonly stopped: () => boolean
  /** Announces the reply as a submit's (`submit:response`, `nfFormSubmitResponse`). */
  readonly onResponse: (outcome: SubmitOutcome, reply: ReplyTrace) => void
}

/**
 * Resumes a saved submission (`?nf_resume=<formId>`): posts the URL's parameters and applies
 * the reply as a submit's. Part of the `submit-reply` chunk: only a page that asks for a resume
 * runs it.
 */
export async function resumeForm(opts: ResumeOptions): Promise<void> {
  const { win, store, formId } = opts
  const res = await win.fetch(store.model.env.ajaxUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8' },
    body: buildResumeBody(win.location.search, opts.security),
    credentials: 'same-origin',
  })
  const text = await res.text()
  const outcome = interpretResponse(text, res, {
    formId,
    fieldIds: new Set(Object.keys(store.getState().fields)),
    baseUrl: win.location.href,
  })
  if (opts.stopped()) return
  if (outcome.kind === 'parse-error') store.addFormError('parse-response-ERROR', outcome.message)
  opts.onResponse(outcome, traceReply(res, text, outcome))
  if (outcome.kind === 'reply') {
    applyReply(store, outcome)
    if (outcome.redirect) win.location.assign(outcome.redirect)
  }
}
