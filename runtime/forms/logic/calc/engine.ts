import { calcValueOf, kindOf } from '../../kinds'
import type { FormDef } from '../../page-data'
import type { derive, Derived } from '../derive'
import type { changedCalcs } from './changed-calcs'
import type { compileCalcs, runCalc } from './compile'
import type { findDisplayTemplates } from './displays'
import type { buildCalcGraph } from './graph'
import type { provideKinds } from './kind-port'

/**
 * The calculation engine (tokenizer, parser, evaluator) and what a form derives from its
 * values (calc graph, displays of calc and field values, product totals): only forms with
 * calculations, displays or totals need it, so it ships in its own chunk
 * (`dist/calc-engine.js`) and is installed here before such a form is built. The engine is
 * stateless code, so one installation serves every form.
 */
export interface CalcEngine {
  readonly compileCalcs: typeof compileCalcs
  readonly runCalc: typeof runCalc
  /** For `calc: change:value` (optional: an engine installed without it announces nothing). */
  readonly changedCalcs?: typeof changedCalcs
  readonly derive: typeof derive
  readonly buildCalcGraph: typeof buildCalcGraph
  readonly findDisplayTemplates: typeof findDisplayTemplates
  /** Hands the chunk the page's kind table (see kind-port.ts). */
  readonly provideKinds: typeof provideKinds
}

let installed: CalcEngine | undefined

/** Makes the engine available to every form built after this call. */
export function installCalcEngine(engine: CalcEngine): void {
  engine.provideKinds({ kindOf, calcValueOf })
  installed = engine
}

/** The installed engine; undefined until a form with calculations has loaded it. */
export function calcEngine(): CalcEngine | undefined {
  return installed
}

// Without the engine a form has no calcs, displays or totals fields: nothing to derive.
const unchanged: typeof derive = (_model, prev) => prev

/** What a change of a form's values derives (the engine's derivation, else nothing). */
export function deriver(): (...args: Parameters<typeof derive>) => Derived {
  return installed?.derive ?? unchanged
}

/** Whether a form's settings list any calculation. */
export function hasCalculations(settings: Readonly<Record<string, unknown>>): boolean {
  return Array.isArray(settings.calculations) && settings.calculations.length > 0
}

// A `{calc:…}` or `{field:…}` tag in a field's printed default makes it a display
// (calc/displays.ts, which reads only the display types: this is the wider test).
const TAGGED = /\{(?:calc|field):/

/**
 * Whether a form needs the engine before it is built: calculations, a field of the product
 * totals (product, quantity, shipping, total) or a display of calc or field values. The
 * WordPress plugin's preload rule (class-bramble-swap.php, form_chunks) is the same.
 */
export function needsCalcEngine(form: Pick<FormDef, 'settings' | 'fields'>): boolean {
  return (
    hasCalculations(form.settings) ||
    form.fields.some(
      (f) =>
        kindOf(f.type).totals !== undefined ||
        TAGGED.test(String((f as Record<string, unknown>).default ?? '')),
    )
  )
}
