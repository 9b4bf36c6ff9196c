/**
 * Lazily loaded chunk (`dist/html-field.js`): the html field and live calculation display
 * (fields/HtmlField.tsx), loaded before the first render of a form that shows one, with the
 * sanitizer it needs.
 */
import { registerChunk } from '../../core/chunk-loader'
import { HtmlField, type HtmlFieldChunk } from './HtmlField'

const chunk: HtmlFieldChunk = { HtmlField }

registerChunk('html-field', chunk)
