/**
 * Lazily loaded chunk (`dist/field-kit.js`): the field kinds a plain contact form never
 * shows, loaded before the first render of a form that has one (see field-kit.ts).
 */
import { registerChunk } from '../../core/chunk-loader'
import { fieldKitSet } from './field-kit-set'

registerChunk('field-kit', fieldKitSet)
