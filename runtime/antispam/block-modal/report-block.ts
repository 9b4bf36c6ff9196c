import { detectBlock } from './detect'
import { showBlockMessage } from './show'

/** One page action (a submit) can be seen by two hooks (jQuery and XHR): show it once. */
const SAME_BLOCK_WINDOW_MS = 1000

/** The last block message a reporter showed, and when (ms since the epoch). */
export interface LastShown {
  message: string
  at: number
}

/**
 * Shows the block message a reply holds, if any (contract c.6, h): `data.message` counts
 * only when `trusted`. The same message within 1000 ms of `last` shows once.
 */
export function reportBlock(reply: unknown, trusted: boolean, win: Window, last: LastShown): void {
  const block = detectBlock(reply, { trusted })
  if (!block) return
  const now = Date.now()
  if (block.message !== last.message || now - last.at > SAME_BLOCK_WINDOW_MS)
    showBlockMessage(block, win)
  last.message = block.message
  last.at = now
}
