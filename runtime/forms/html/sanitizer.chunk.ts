/**
 * Lazily loaded chunk (`dist/sanitizer.js`): DOMPurify, loaded only when a form carries
 * server HTML (labels with markup, html fields, success messages, before/after content).
 */
import DOMPurify from 'dompurify'
import { ALLOWED_URI } from '../../core/allowed-uri'
import { registerChunk } from '../../core/chunk-loader'
import type { SanitizerChunk } from './sanitizer-types'

const chunk: SanitizerChunk = {
  sanitize: (html) =>
    DOMPurify.sanitize(html, {
      // Links may open elsewhere but never run script; forms inside forms break submit.
      FORBID_TAGS: ['form', 'style'],
      ALLOWED_URI_REGEXP: ALLOWED_URI,
    }),
}

registerChunk('sanitizer', chunk)
