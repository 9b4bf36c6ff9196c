import type { Feature } from '../feature'
import { withLazy } from '../lazy/load-lazy'

/**
 * Block messages in replies to the runtime's own calls (trusted: `data.message` counts).
 * Replies exist only once the transport has loaded with dist/antispam-lazy.js, so the
 * detection and the modal come from there too. Integration requests report their replies
 * through the integration environment.
 */
export const blockModalFeature: Feature = {
  name: 'block message',
  install(ctx) {
    return ctx.transport.onReply((reply) =>
      withLazy('check a reply for a block message', (parts) => {
        const block = parts.detectBlock(reply, { trusted: true })
        if (block) parts.showBlockMessage(block, ctx.win)
      }),
    )
  },
}
