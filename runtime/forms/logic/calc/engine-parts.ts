/**
 * The contents of the `calc-engine` chunk (calc-engine.chunk.ts), also installed as they are
 * by the unit tests and the store bench, which build forms without the chunk loader.
 */
import { derive } from '../derive'
import { changedCalcs } from './changed-calcs'
import { compileCalcs, runCalc } from './compile'
import { findDisplayTemplates } from './displays'
import type { CalcEngine } from './engine'
import { buildCalcGraph } from './graph'
import { provideKinds } from './kind-port'

/** The calculation engine and the derivation of a form's values (see engine.ts). */
export const ENGINE_PARTS: CalcEngine = {
  compileCalcs,
  runCalc,
  changedCalcs,
  derive,
  buildCalcGraph,
  findDisplayTemplates,
  provideKinds,
}
