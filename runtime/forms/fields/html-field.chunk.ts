/**
 * Lazily loaded chunk (`dist/html-field.js`): the html field and live calculation display
 * (fields/HtmlField.tsx) with the sanitizing of its live values (html/sanitize-display.ts),
 * loaded before the first render of a form that shows one, with the sanitizer it needs.
 */
import { registerChunk } from '../../core/chunk-loader'
import { createDisplaySanitizer } from '../html/sanitize-display'
import { HtmlField, type HtmlFieldChunk } from './HtmlField'

const chunk: HtmlFieldChunk = { HtmlField, createDisplaySanitizer }

registerChunk('html-field', chunk)
