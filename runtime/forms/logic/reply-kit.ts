import type { sendAnalytics } from './analytics'
import type { applyReply } from './apply-reply'
import type { traceReply } from './jq-xhr'
import type { interpretResponse } from './submit-response'
import type { resumeForm } from './resume-form'

/**
 * What a form needs once the server answers a submit or resume: reading the reply (contract
 * d), applying it to the form, the analytics events it asks for, the jqXHR stand-in
 * of `submit:response`, and the resume request. A page view that never
 * submits never needs it, so it ships in its own chunk (`dist/submit-reply.js`), fetched when
 * a submit starts, alongside the POST, and awaited only when the reply is read.
 */
export interface ReplyKit {
  readonly interpretResponse: typeof interpretResponse
  readonly applyReply: typeof applyReply
  readonly sendAnalytics: typeof sendAnalytics
  /** The textStatus and jqXHR `submit:response` passes. */
  readonly traceReply: typeof traceReply
  /** The resume request of `?nf_resume=<formId>` (resume-form.ts). */
  readonly resumeForm: typeof resumeForm
}
