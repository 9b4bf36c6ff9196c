import { loadChunk } from '../../core/chunk-loader'
import type { SanitizerChunk } from './sanitizer-types'

/** Loads the sanitizer chunk once per page and resolves with its `sanitize`. */
export function loadSanitizer(): Promise<(html: string) => string> {
  return loadChunk<SanitizerChunk>('sanitizer').then((c) => c.sanitize)
}
