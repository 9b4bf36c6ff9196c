/**
 * Lazily loaded chunk (`dist/submit-reply.js`): reading and applying a submit reply, and its
 * analytics events and the jqXHR stand-in of `submit:response`, fetched when a submit (or a resume) starts.
 */
import { registerChunk } from '../core/chunk-loader'
import { sendAnalytics } from './logic/analytics'
import { applyReply } from './logic/apply-reply'
import { traceReply } from './logic/jq-xhr'
import type { ReplyKit } from './logic/reply-kit'
import { interpretResponse } from './logic/submit-response'

const kit: ReplyKit = { interpretResponse, applyReply, sendAnalytics, traceReply }
registerChunk('submit-reply', kit)
