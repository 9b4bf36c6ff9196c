/**
 * Lazily loaded chunk (`dist/calc-engine.js`): the calculation engine and what a form derives
 * from its values (calc graph, displays, product totals), fetched with React and installed
 * before the first render of a form with calculations, displays or totals (calc/engine.ts).
 */
import { registerChunk } from '../core/chunk-loader'
import { ENGINE_PARTS } from './logic/calc/engine-parts'

registerChunk('calc-engine', ENGINE_PARTS)
