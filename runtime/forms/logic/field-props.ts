import type { FieldDef } from '../page-data'

/** One list option as printed in `options`/`image_options`. */
export interface ListOption {
  readonly label: string
  readonly value: string
  readonly calc: string
  readonly selected: boolean
}

/** A field setting as a string (`''` when absent). */
export function str(field: FieldDef, key: string): string {
  const v = (field as Record<string, unknown>)[key]
  return v === undefined || v === null ? '' : String(v)
}

/** A field setting as a switch: `1`, `"1"`, `true` and `"true"` are on. */
export function flagOf(field: FieldDef, key: string): boolean {
  const v = (field as Record<string, unknown>)[key]
  return v === true || v === 1 || v === '1' || v === 'true'
}

/** A field setting as a number, or `undefined` when absent, blank or not numeric. */
export function numOf(field: FieldDef, key: string): number | undefined {
  const v = (field as Record<string, unknown>)[key]
  if (v === undefined || v === null || v === '' || typeof v === 'boolean') return undefined
  const n = Number(v)
  return Number.isFinite(n) ? n : undefined
}

/** The field id as the string used for state keys and DOM ids. */
export function fieldIdOf(field: FieldDef): string {
  return String(field.id)
}

/** The list options of a list field (`image_options` for image lists), in order. */
export function optionsOf(field: FieldDef): ListOption[] {
  const raw = (field as Record<string, unknown>)[
    field.type === 'listimage' ? 'image_options' : 'options'
  ]
  if (!Array.isArray(raw)) return []
  return raw
    .filter((o): o is Record<string, unknown> => typeof o === 'object' && o !== null)
    .map((o, i) => ({ o, i }))
    .sort((a, b) => (Number(a.o.order) || 0) - (Number(b.o.order) || 0) || a.i - b.i)
    .map(({ o }) => ({
      label: String(o.label ?? ''),
      value: String(o.value ?? ''),
      calc: o.calc === undefined || o.calc === null ? '' : String(o.calc),
      selected: o.selected === 1 || o.selected === '1' || o.selected === true,
    }))
}

/** Display order: numeric `order`, stable on ties. */
export function orderOf(field: FieldDef): number {
  const n = Number(field.order)
  return Number.isFinite(n) ? n : 0
}
