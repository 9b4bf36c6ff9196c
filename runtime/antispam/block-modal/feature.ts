import type { Feature } from '../context/feature'
import { blockReporter } from './reporter'

/**
 * Block messages in replies to the runtime's own calls (trusted: `data.message` counts).
 * Replies exist only once the transport has loaded with dist/antispam-lazy.js, so the
 * detection and the modal come from there too. Integration requests report their replies
 * through the integration environment.
 */
export const blockModalFeature: Feature = {
  name: 'block message',
  install(ctx) {
    // A reporter per reply: the runtime's own calls are not deduplicated (each block the
    // visitor causes shows again, even with the same message).
    return ctx.transport.onReply((reply) => blockReporter(ctx.win)(reply, true))
  },
}
