/**
 * Lazily loaded chunk (`dist/submit-reply.js`): reading and applying a submit reply, its
 * analytics events, the jqXHR stand-in of `submit:response` and the resume request, fetched
 * when a submit (or a resume) starts.
 */
import { registerChunk } from '../core/chunk-loader'
import { sendAnalytics } from './logic/analytics'
import { applyReply } from './logic/apply-reply'
import { traceReply } from './logic/jq-xhr'
import type { ReplyKit } from './logic/reply-kit'
import { interpretResponse } from './logic/submit-response'
import { resumeForm } from './logic/resume-form'

const kit: ReplyKit = { interpretResponse, applyReply, sendAnalytics, traceReply, resumeForm }
registerChunk('submit-reply', kit)
