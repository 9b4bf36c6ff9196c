import type { AntispamContext } from '../context/feature'

/** What dist/force-protection.js registers. */
export interface ForceProtectionChunk {
  /** Checks the visitor and shows the page's encoded forms, or the server's message. */
  start(ctx: AntispamContext): Promise<void>
}
