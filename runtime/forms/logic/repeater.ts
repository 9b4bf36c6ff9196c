import { kindOf } from '../kinds'
import type { FieldDef } from '../page-data'

/** The child field definitions of a repeater (its `fields`), minus kinds a set never draws. */
export function repeaterChildren(repeater: FieldDef): FieldDef[] {
  const raw = (repeater as Record<string, unknown>).fields
  if (!Array.isArray(raw)) return []
  return raw
    .filter(
      (f): f is FieldDef =>
        typeof f === 'object' && f !== null && typeof (f as FieldDef).type === 'string',
    )
    .map((f, i) => {
      const own = String(f.id ?? '')
      // Children are numbered `<repeaterId>.<n>`. An imported child keeps its `<n>` but not
      // the id of the repeater it was exported from (`14.1` in repeater 184 is `184.1`), as
      // the original numbers it; the server finds a posted child by that id.
      const n = /\.(\d+)$/.exec(own)?.[1] ?? String(i + 1)
      const base = `${String(repeater.id)}.${n}`
      return { ...f, id: base, key: f.key ?? base }
    })
    .filter((f) => kindOf(f.type).inRepeater !== false)
}

/** The id of a child in a set: `repeaterId.fieldId_setIndex`. */
export function repeatedId(childBaseId: string, setIndex: number): string {
  return `${childBaseId}_${setIndex}`
}

/** The base id (`12.1`) and set index of a repeated id (`12.1_3`). */
export function splitRepeatedId(id: string): { base: string; set: number } | undefined {
  const m = /^(.+)_(\d+)$/.exec(id)
  return m ? { base: m[1] as string, set: Number(m[2]) } : undefined
}

/** The child definitions of one set, with their repeated ids. */
export function setDefs(children: readonly FieldDef[], setIndex: number): FieldDef[] {
  return children.map((c) => ({ ...c, id: repeatedId(String(c.id), setIndex) }))
}

/**
 * Removes set `index` and renumbers the later ones. Returns the new sets (lists of child
 * ids) and, for every surviving child, its old id → new id.
 */
export function removeSet(
  sets: readonly (readonly string[])[],
  index: number,
): { sets: string[][]; renamed: Map<string, string>; removed: string[] } {
  const renamed = new Map<string, string>()
  const out: string[][] = []
  sets.forEach((ids, i) => {
    if (i === index) return
    const setIndex = out.length
    out.push(
      ids.map((id) => {
        const split = splitRepeatedId(id)
        const next = split ? repeatedId(split.base, setIndex) : id
        renamed.set(id, next)
        return next
      }),
    )
  })
  return { sets: out, renamed, removed: [...(sets[index] ?? [])] }
}
