/**
 * `dist/force-protection.js`: the force-protection check and the form decoding (with
 * DOMPurify), loaded only by pages that print an encoded form.
 */
import { registerChunk } from '../../core/chunk-loader'
import { startForceProtection } from './start'
import type { ForceProtectionChunk } from './types'

const chunk: ForceProtectionChunk = { start: startForceProtection }
registerChunk('force-protection', chunk)
