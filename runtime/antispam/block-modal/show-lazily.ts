import { withLazy } from '../lazy/load-lazy'
import type { BlockMessage } from './detect'

/**
 * Shows a block message with `showBlockMessage` (show.ts), which loads with
 * dist/antispam-lazy.js the first time a reply is a block message.
 */
export function showBlockLazily(block: BlockMessage, win: Window): void {
  withLazy('show the block message', (parts) => parts.showBlockMessage(block, win))
}
