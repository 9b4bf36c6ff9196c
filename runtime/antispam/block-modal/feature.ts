import type { Feature } from '../feature'
import { detectBlock } from './detect'
import { showBlockLazily } from './show-lazily'

/**
 * Block messages in replies to the runtime's own calls (trusted: `data.message` counts).
 * Integration requests report their replies through `detectBlock`/`showBlockMessage`.
 */
export const blockModalFeature: Feature = {
  name: 'block message',
  install(ctx) {
    return ctx.transport.onReply((reply) => {
      try {
        const block = detectBlock(reply, { trusted: true })
        if (block) showBlockLazily(block, ctx.win)
      } catch (error) {
        console.error('[bramble] Failed to check a reply for a block message:', error)
      }
    })
  },
}
