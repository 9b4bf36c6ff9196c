import { loadChunk } from '../../core/chunk-loader'
import type { ReplyKit } from '../logic/reply-kit'

/** Starts (or joins) loading the reply kit (`dist/submit-reply.js`, see logic/reply-kit.ts). */
export function loadReplyKit(): Promise<ReplyKit> {
  return loadChunk<ReplyKit>('submit-reply')
}
