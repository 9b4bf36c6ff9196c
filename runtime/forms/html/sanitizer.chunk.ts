/**
 * Lazily loaded chunk (`dist/sanitizer.js`): DOMPurify, loaded only when a form carries
 * server HTML (labels with markup, html fields, success messages, before/after content).
 */
import { registerChunk } from '../../core/chunk-loader'
import { sanitizeHtml } from './sanitize-html'
import type { SanitizerChunk } from './sanitizer-types'

const chunk: SanitizerChunk = { sanitize: sanitizeHtml }

registerChunk('sanitizer', chunk)
