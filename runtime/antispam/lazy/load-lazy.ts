import { loadChunk } from '../../core/chunk-loader'
import type { LazyParts } from './lazy-parts'
import { bramble } from '../../core/message'

/** The chunk's registered name (`runtime/antispam/lazy/antispam-lazy.chunk.ts`). */
export const LAZY_CHUNK = 'antispam-lazy'

/**
 * Loads `dist/antispam-lazy.js` (once per page): the parts of the runtime that only some
 * pages or some moments need, kept off the start-up path of every page view.
 */
export function loadLazy(): Promise<LazyParts> {
  return loadChunk<LazyParts>(LAZY_CHUNK)
}

/** Runs `use` with the lazy parts; a failed load is reported as `what` on the console. */
export function withLazy(what: string, use: (parts: LazyParts) => void): void {
  loadLazy()
    .then(use)
    .catch((error: unknown) => console.error(bramble(`Failed to ${what}:`), error))
}
