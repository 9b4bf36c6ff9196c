import { loadChunk } from '../../core/chunk-loader'
import type { AntispamContext } from '../context/feature'
import type { ForceProtectionChunk } from './types'
import { bramble } from '../../core/message'

/** Loads dist/force-protection.js (DOMPurify included) and runs the check; never rejects. */
export function forceProtection(ctx: AntispamContext): Promise<void> {
  return loadChunk<ForceProtectionChunk>('force-protection')
    .then((chunk) => chunk.start(ctx))
    .catch((error: unknown) => console.error(bramble('Failed to show the protected forms:'), error))
}
