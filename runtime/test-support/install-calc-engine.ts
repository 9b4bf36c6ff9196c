// Unit tests build forms without the chunk loader: install the calculation engine the way
// mount-form.tsx does after loading `dist/calc-engine.js` (the browser tests load the chunk).
import { changedCalcs } from '../forms/logic/calc/changed-calcs'
import { compileCalcs, runCalc } from '../forms/logic/calc/compile'
import { installCalcEngine } from '../forms/logic/calc/engine'

installCalcEngine({ compileCalcs, runCalc, changedCalcs })
