/**
 * The reply kit the `submit-reply` chunk registers: reading and applying a submit reply, its
 * analytics events, the jqXHR stand-in of `submit:response` and the resume request. Its own
 * module so tests drive the submit flow with the very kit the chunk hands over.
 */
import { sendAnalytics } from './logic/analytics'
import { applyReply } from './logic/apply-reply'
import { traceReply } from './logic/jq-xhr'
import type { ReplyKit } from './logic/reply-kit'
import { interpretResponse } from './logic/submit-response'
import { resumeForm } from './logic/resume-form'

/** Everything a submit or resume needs once the server has replied. */
export const replyKit: ReplyKit = {
  interpretResponse,
  applyReply,
  sendAnalytics,
  traceReply,
  resumeForm,
}
