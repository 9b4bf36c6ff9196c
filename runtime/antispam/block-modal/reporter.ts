import { withLazy } from '../lazy/load-lazy'

/**
 * Hands replies to block detection, which shows a block message (report-block.ts, loaded
 * with dist/antispam-lazy.js). `trusted` is true for replies to the runtime's own calls and
 * to requests an integration rewrote or pre-checked. The same message within 1000 ms of the
 * last one this reporter showed shows once.
 */
export function blockReporter(win: Window): (reply: unknown, trusted: boolean) => void {
  const last = { message: '', at: 0 }
  return (reply, trusted) =>
    withLazy('check a reply for a block message', (parts) =>
      parts.reportBlock(reply, trusted, win, last),
    )
}
