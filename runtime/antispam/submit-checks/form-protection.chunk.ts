/**
 * `dist/form-protection.js`: the external and internal form checks, loaded only on pages
 * whose settings turn one of them on.
 */
import { registerChunk } from '../../core/chunk-loader'
import { startFormProtection } from './start'
import type { FormProtectionChunk } from './types'

const chunk: FormProtectionChunk = { start: startFormProtection }
registerChunk('form-protection', chunk)
