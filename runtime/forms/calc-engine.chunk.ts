/**
 * Lazily loaded chunk (`dist/calc-engine.js`): the calculation engine, fetched with React
 * and installed before the first render of a form whose settings list calculations.
 */
import { registerChunk } from '../core/chunk-loader'
import { changedCalcs } from './logic/calc/changed-calcs'
import { compileCalcs, runCalc } from './logic/calc/compile'
import type { CalcEngine } from './logic/calc/engine'

const engine: CalcEngine = { compileCalcs, runCalc, changedCalcs }
registerChunk('calc-engine', engine)
