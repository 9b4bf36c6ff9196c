import type { FieldDef } from '../page-data'
import { fieldIdOf } from './field-props'
import type { FormModel } from './form-model'
import { initialValue } from '../kinds'
import { removeSet, setDefs } from './repeater'
import type { FieldState, FormState } from './types'

/** A field in its loaded state (a repeater child carries its repeater and set index). */
export function makeField(def: FieldDef, repeater?: FieldState['repeater']): FieldState {
  const base = {
    id: fieldIdOf(def),
    def,
    value: initialValue(def),
    visible: (def as Record<string, unknown>).visible !== false,
    clean: true,
    errors: {},
  }
  return repeater ? { ...base, repeater } : base
}

/** The state with one more set in a repeater, or undefined for an unknown repeater. */
export function withAddedSet(
  state: FormState,
  model: FormModel,
  repeaterId: string,
): FormState | undefined {
  const rep = state.repeaters[repeaterId]
  const children = model.repeaterChildren.get(repeaterId)
  if (!rep || !children) return undefined
  const index = rep.sets.length
  const added = setDefs(children, index).map((d) => makeField(d, { id: repeaterId, set: index }))
  const fields = { ...state.fields }
  added.forEach((f) => (fields[f.id] = f))
  const repeaters = {
    ...state.repeaters,
    [repeaterId]: { sets: [...rep.sets, added.map((f) => f.id)] },
  }
  return { ...state, fields, repeaters }
}

/**
 * The state without one set: its fields (and their errors) go, later sets move down one
 * index with their values and errors. Undefined for an unknown repeater or index.
 */
export function withoutSet(
  state: FormState,
  repeaterId: string,
  setIndex: number,
): FormState | undefined {
  const rep = state.repeaters[repeaterId]
  if (!rep || setIndex < 0 || setIndex >= rep.sets.length) return undefined
  const { sets, renamed, removed } = removeSet(rep.sets, setIndex)
  const fields: Record<string, FieldState> = { ...state.fields }
  removed.forEach((id) => delete fields[id])
  const moved = [...renamed].filter(([from, to]) => from !== to)
  moved.forEach(([from]) => delete fields[from])
  for (const [from, to] of moved) {
    const f = state.fields[from]
    if (!f) continue
    const set = Number(to.slice(to.lastIndexOf('_') + 1))
    fields[to] = { ...f, id: to, def: { ...f.def, id: to }, repeater: { id: repeaterId, set } }
  }
  return { ...state, fields, repeaters: { ...state.repeaters, [repeaterId]: { sets } } }
}
