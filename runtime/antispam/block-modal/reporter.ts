import { withLazy } from '../chunks/load-lazy'
import type { reportBlock } from './report-block'

/** What block detection takes from dist/antispam-lazy.js (lazy/lazy-parts.ts). */
export interface BlockLazyParts {
  readonly reportBlock: typeof reportBlock
}

/**
 * Hands replies to block detection, which shows a block message (report-block.ts, loaded
 * with dist/antispam-lazy.js). `trusted` is true for replies to the runtime's own calls and
 * to requests an integration rewrote or pre-checked. The same message within 1000 ms of the
 * last one this reporter showed shows once.
 */
export function blockReporter(win: Window): (reply: unknown, trusted: boolean) => void {
  const last = { message: '', at: 0 }
  return (reply, trusted) =>
    withLazy<BlockLazyParts>('check a reply for a block message', (parts) =>
      parts.reportBlock(reply, trusted, win, last),
    )
}
