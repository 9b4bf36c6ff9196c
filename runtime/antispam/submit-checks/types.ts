import type { AntispamContext } from '../context/feature'

/** The running form protection: `scan` marks the forms of the page not seen before. */
export interface FormProtection {
  scan(): void
  stop(): void
}

/** What dist/form-protection.js registers. */
export interface FormProtectionChunk {
  start(ctx: AntispamContext): FormProtection
}
