/**
 * Lazily loaded chunk (`dist/submit-reply.js`): reading and applying a submit reply, its
 * analytics events, the jqXHR stand-in of `submit:response` and the resume request, fetched
 * when a submit (or a resume) starts.
 */
import { registerChunk } from '../core/chunk-loader'
import { replyKit } from './submit-reply-kit'

registerChunk('submit-reply', replyKit)
