import { loadChunk } from '../../core/chunk-loader'
import { bramble } from '../../core/message'

/** The chunk's registered name (`runtime/antispam/lazy/antispam-lazy.chunk.ts`). */
export const LAZY_CHUNK = 'antispam-lazy'

/**
 * Loads `dist/antispam-lazy.js` (once per page): the parts of the runtime that only some
 * pages or some moments need, kept off the start-up path of every page view. `T` names the
 * parts the caller takes, declared beside it (its `…LazyParts` type); lazy/lazy-parts.ts
 * provides every one of them and the compiler checks it does, so this room needs nothing of
 * the rooms that use it.
 */
export function loadLazy<T>(): Promise<T> {
  return loadChunk<T>(LAZY_CHUNK)
}

/** Runs `use` with the lazy parts; a failed load is reported as `what` on the console. */
export function withLazy<T>(what: string, use: (parts: T) => void): void {
  loadLazy<T>()
    .then(use)
    .catch((error: unknown) => console.error(bramble(`Failed to ${what}:`), error))
}
