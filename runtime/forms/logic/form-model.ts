import type { FieldDef, FormDef } from '../page-data'
import type { compileCalcs, CompiledCalc } from './calc/compile'
import { DEFAULT_CALC_DISPLAY_TYPES, isRepeater } from '../kinds'
import type { DisplayTemplate, findDisplayTemplates } from './calc/displays'
import type { buildCalcGraph, CalcGraph } from './calc/graph'
import { fieldIdOf, orderOf } from './field-props'
import { buildMirrors } from './mirror-fields'
import { repeaterChildren } from './repeater'
import type { FormEnv } from './types'
import { createMessages, type MessageLookup } from './validate'
import { bramble } from '../../core/message'

/** Everything about a form that does not change while the visitor fills it in. */
export interface FormModel {
  readonly form: FormDef
  readonly env: FormEnv
  readonly messages: MessageLookup
  readonly calcs: ReadonlyMap<string, CompiledCalc>
  readonly graph: CalcGraph
  readonly displays: readonly DisplayTemplate[]
  /** Top-level field key → id. */
  readonly keyToId: ReadonlyMap<string, string>
  /** Top-level field ids in display order. */
  readonly order: readonly string[]
  /** Repeater id → its child definitions (base ids). */
  readonly repeaterChildren: ReadonlyMap<string, readonly FieldDef[]>
  /** Field id → the ids of the fields that mirror it (`mirror_field`). */
  readonly mirrors: ReadonlyMap<string, readonly string[]>
  /** The form's currency symbol as printed (may hold entities). */
  readonly currencySymbol: string
  readonly siteDateFormat: string
}

// A form built without the engine has no calculations (calc/engine.ts, needsCalcEngine).
const NO_GRAPH: CalcGraph = { order: [], byField: new Map(), byCalc: new Map(), cycle: [] }

/** The parts of the calc engine (calc/engine.ts) a model is read with. */
export interface ModelEngine {
  readonly compileCalcs: typeof compileCalcs
  readonly buildCalcGraph: typeof buildCalcGraph
  readonly findDisplayTemplates: typeof findDisplayTemplates
}

/**
 * Reads the static parts of a form; a calc that cannot be read is reported once. Without the
 * engine (a form that needs none, see calc/engine.ts) it has no calcs and no displays.
 */
export function buildFormModel(form: FormDef, env: FormEnv, engine?: ModelEngine): FormModel {
  const settings = form.settings
  const calcs = engine?.compileCalcs(settings.calculations, env.locale) ?? []
  for (const c of calcs) {
    if (c.error) {
      console.error(
        bramble(
          `Form ${form.id}: calculation "${c.name}" cannot be read (${c.error}); it keeps its last value. Fix its equation in the form builder.`,
        ),
      )
    }
  }
  const graph = engine?.buildCalcGraph(calcs) ?? NO_GRAPH
  if (graph.cycle.length > 0) {
    console.error(
      bramble(
        `Form ${form.id}: calculations ${graph.cycle.join(', ')} refer to each other in a cycle; each is computed once per change. Remove the circular {calc:…} reference.`,
      ),
    )
  }
  const keyToId = new Map<string, string>()
  const repeaters = new Map<string, FieldDef[]>()
  for (const f of form.fields) {
    keyToId.set(f.key, fieldIdOf(f))
    if (isRepeater(f.type)) repeaters.set(fieldIdOf(f), repeaterChildren(f))
  }
  const order = form.fields
    .map((f, i) => ({ f, i }))
    .sort((a, b) => orderOf(a.f) - orderOf(b.f) || a.i - b.i)
    .map(({ f }) => fieldIdOf(f))
  const symbol = typeof settings.currency_symbol === 'string' ? settings.currency_symbol : ''
  return {
    form,
    env,
    messages: createMessages(settings, env.i18n),
    calcs: new Map(calcs.map((c) => [c.name, c])),
    graph,
    displays:
      engine?.findDisplayTemplates(
        form.fields,
        env.calcDisplayTypes.length > 0 ? env.calcDisplayTypes : DEFAULT_CALC_DISPLAY_TYPES,
      ) ?? [],
    keyToId,
    order,
    repeaterChildren: repeaters,
    mirrors: buildMirrors(form.id, form.fields),
    currencySymbol: symbol || String(settings.currencySymbol ?? env.i18n.currencySymbol ?? ''),
    siteDateFormat: String(settings.dateFormat ?? env.i18n.dateFormat ?? 'm/d/Y'),
  }
}
