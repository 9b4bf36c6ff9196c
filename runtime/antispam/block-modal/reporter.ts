import { withLazy } from '../lazy/load-lazy'

/** One page action (a submit) can be seen by two hooks (jQuery and XHR): show it once. */
const SAME_BLOCK_WINDOW_MS = 1000

/**
 * Hands replies to block detection, which shows a block message (detection loads with
 * dist/antispam-lazy.js). `trusted` is true for replies to the runtime's own calls and to
 * requests an integration rewrote or pre-checked. The same message within 1000 ms shows once.
 */
export function blockReporter(win: Window): (reply: unknown, trusted: boolean) => void {
  let lastShown = { message: '', at: 0 }
  return (reply, trusted) =>
    withLazy('check a reply for a block message', (parts) => {
      const block = parts.detectBlock(reply, { trusted })
      if (!block) return
      const now = Date.now()
      if (block.message !== lastShown.message || now - lastShown.at > SAME_BLOCK_WINDOW_MS)
        parts.showBlockMessage(block, win)
      lastShown = { message: block.message, at: now }
    })
}
