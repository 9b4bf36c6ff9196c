// Unit tests build forms without the chunk loader: install the calculation engine the way
// mount-form.tsx does after loading `dist/calc-engine.js` (the browser tests load the chunk).
import { ENGINE_PARTS } from '../forms/logic/calc/engine-parts'
import { installCalcEngine } from '../forms/logic/calc/engine'

installCalcEngine(ENGINE_PARTS)
