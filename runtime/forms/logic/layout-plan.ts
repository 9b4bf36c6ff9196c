import * as z from 'zod/mini'

/** One cell of a Layout row: its share of the row and the field ids inside, in order. */
export interface PlanCell {
  /** Percent of the row (`width` as printed; an unreadable width shares the row equally). */
  readonly width: number
  readonly ids: readonly string[]
}

/** How a form's fields are laid out: Layout rows first, then the remaining fields. */
export interface LayoutPlan {
  /** Rows of cells (`formContentData` as Layout rows); empty for a list of keys. */
  readonly rows: readonly (readonly PlanCell[])[]
  /** Fields outside any row, in display order. */
  readonly rest: readonly string[]
}

const order = z.optional(z.union([z.number(), z.string()]))
const cellSchema = z.looseObject({
  order,
  fields: z.array(z.unknown()),
  width: z.optional(z.union([z.number(), z.string()])),
})
const rowSchema = z.looseObject({ order, cells: z.array(z.unknown()) })
// Multi-Part: a part holds its own `formContentData`; parts are laid out one after another.
const partSchema = z.looseObject({ formContentData: z.array(z.unknown()) })
// The old `fieldContentsData` may hold whole field objects.
const fieldObjectSchema = z.looseObject({ key: z.string() })

type Cell = z.infer<typeof cellSchema>

const byOrder = <T extends { order?: number | string | undefined }>(items: T[]): T[] =>
  items
    .map((item, i) => ({ item, i }))
    .sort((a, b) => (Number(a.item.order) || 0) - (Number(b.item.order) || 0) || a.i - b.i)
    .map(({ item }) => item)

function keyOf(entry: unknown): string | undefined {
  if (typeof entry === 'string') return entry
  const field = fieldObjectSchema.safeParse(entry)
  return field.success ? field.data.key : undefined
}

/**
 * The render plan of a form (contract a, `formContentData`): a list of keys orders the
 * fields; Layout rows `[{order, cells:[{order, fields:[keys], width}]}]` become rows of
 * cells, each sorted by `order`. Unknown keys and repeats are ignored; fields that are not
 * mentioned follow in display order, so none is ever lost. Anything unreadable falls back
 * to the display order alone.
 *
 * @param order top-level field ids in display order (`order` setting)
 * @param keyOfId the key of each top-level field id
 */
export function layoutPlan(
  content: unknown,
  order: readonly string[],
  keyOfId: (id: string) => string | undefined,
): LayoutPlan {
  const idOfKey = new Map<string, string>()
  for (const id of order) {
    const key = keyOfId(id)
    if (key !== undefined && !idOfKey.has(key)) idOfKey.set(key, id)
  }
  const placed = new Set<string>()
  const take = (entries: readonly unknown[]): string[] => {
    const ids: string[] = []
    for (const entry of entries) {
      const key = keyOf(entry)
      const id = key === undefined ? undefined : idOfKey.get(key)
      if (id === undefined || placed.has(id)) continue
      placed.add(id)
      ids.push(id)
    }
    return ids
  }
  const rows: PlanCell[][] = []
  const listed: string[] = []
  const walk = (entries: readonly unknown[]) => {
    const rowEntries: { order?: number | string | undefined; cells: unknown[] }[] = []
    for (const entry of entries) {
      const row = rowSchema.safeParse(entry)
      const part = partSchema.safeParse(entry)
      if (row.success) rowEntries.push(row.data)
      else if (part.success) walk(part.data.formContentData)
      else listed.push(...take([entry]))
    }
    for (const row of byOrder(rowEntries)) {
      const cells = byOrder(
        row.cells.flatMap((c) => {
          const cell = cellSchema.safeParse(c)
          return cell.success ? [cell.data] : []
        }),
      )
      const plan = cells.map((cell: Cell) => ({
        width: widthOf(cell, cells.length),
        ids: take(cell.fields),
      }))
      if (plan.some((c) => c.ids.length > 0)) rows.push(plan)
    }
  }
  if (Array.isArray(content)) walk(content)
  const rest = [...listed, ...order.filter((id) => !placed.has(id))]
  return { rows, rest }
}

function widthOf(cell: Cell, count: number): number {
  const n = Number(cell.width)
  return Number.isFinite(n) && n > 0 ? Math.min(n, 100) : 100 / count
}
