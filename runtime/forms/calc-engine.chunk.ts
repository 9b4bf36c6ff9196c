/**
 * Lazily loaded chunk (`dist/calc-engine.js`): the calculation engine, fetched with React
 * and installed before the first render of a form whose settings list calculations.
 */
import { registerChunk } from '../core/chunk-loader'
import { compileCalcs, runCalc } from './logic/calc/compile'
import type { CalcEngine } from './logic/calc/engine'

const engine: CalcEngine = { compileCalcs, runCalc }
registerChunk('calc-engine', engine)
