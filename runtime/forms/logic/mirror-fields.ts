import type { FieldDef } from '../page-data'
import { fieldIdOf } from './field-props'

/**
 * The fields that copy another field's value (`mirror_field`: the id of the field they
 * follow), as mirrored id → ids of its mirrors. In a second render (`3_1`) ids carry the
 * suffix while the setting does not, so the target is looked up with it.
 */
export function buildMirrors(
  formId: string,
  fields: readonly FieldDef[],
): ReadonlyMap<string, readonly string[]> {
  const suffix = /_\d+$/.exec(formId)?.[0] ?? ''
  const out = new Map<string, string[]>()
  for (const def of fields) {
    const raw = (def as Record<string, unknown>).mirror_field
    if ((typeof raw !== 'string' && typeof raw !== 'number') || String(raw).trim() === '') continue
    const target = String(raw).trim()
    const id = suffix && !target.endsWith(suffix) ? target + suffix : target
    if (id === fieldIdOf(def)) continue
    const list = out.get(id)
    if (list) list.push(fieldIdOf(def))
    else out.set(id, [fieldIdOf(def)])
  }
  return out
}
