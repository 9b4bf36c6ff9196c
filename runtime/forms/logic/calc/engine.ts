import type { changedCalcs } from './changed-calcs'
import type { compileCalcs, runCalc } from './compile'

/**
 * The calculation engine (tokenizer, parser, evaluator): only forms with calculations need
 * it, so it ships in its own chunk (`dist/calc-engine.js`) and is installed here before such
 * a form is built. The engine is stateless code, so one installation serves every form.
 */
export interface CalcEngine {
  readonly compileCalcs: typeof compileCalcs
  readonly runCalc: typeof runCalc
  /** For `calc: change:value` (optional: an engine installed without it announces nothing). */
  readonly changedCalcs?: typeof changedCalcs
}

let installed: CalcEngine | undefined

/** Makes the engine available to every form built after this call. */
export function installCalcEngine(engine: CalcEngine): void {
  installed = engine
}

/** The installed engine; undefined until a form with calculations has loaded it. */
export function calcEngine(): CalcEngine | undefined {
  return installed
}

/** Whether a form's settings list any calculation (and so need the engine). */
export function hasCalculations(settings: Readonly<Record<string, unknown>>): boolean {
  return Array.isArray(settings.calculations) && settings.calculations.length > 0
}
