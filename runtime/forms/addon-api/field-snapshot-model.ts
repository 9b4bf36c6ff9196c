import type { CalcValueInput } from '../logic/types'

/** The Backbone-model subset add-on replies read: `id`, `get(key)`, `attributes`. */
export interface FieldSnapshotModel {
  readonly id: string
  get(key: string): unknown
  readonly attributes: Readonly<Record<string, unknown>>
}

/**
 * A read-only model of a field as the logic sees it at that moment (a calc value or a
 * submit entry is asked for mid-update, before the new state is published): its settings,
 * with `value` and `visible` from the snapshot. Cheap to make: attributes are built on use.
 */
export function fieldSnapshotModel(field: CalcValueInput): FieldSnapshotModel {
  const get = (key: string): unknown =>
    key === 'value'
      ? field.value
      : key === 'visible'
        ? field.visible
        : (field.def as Record<string, unknown>)[key]
  return {
    id: field.id ?? String(field.def.id),
    get,
    get attributes() {
      return { ...field.def, value: field.value, visible: field.visible }
    },
  }
}
