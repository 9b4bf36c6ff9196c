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

// The shapes below are checked by hand: this runs for every field entry before the first
// render, where a schema parser's cost shows on large forms.
type Order = number | string | undefined
interface Cell {
  readonly order?: Order
  readonly fields: readonly unknown[]
  readonly width?: number | string
}
interface Row {
  readonly order?: Order
  readonly cells: readonly unknown[]
}

const record = (v: unknown): Record<string, unknown> | undefined =>
  typeof v === 'object' && v !== null && !Array.isArray(v)
    ? (v as Record<string, unknown>)
    : undefined
const isOrder = (v: unknown): v is Order =>
  v === undefined || typeof v === 'number' || typeof v === 'string'

function asCell(v: unknown): Cell | undefined {
  const o = record(v)
  if (!o || !Array.isArray(o.fields) || !isOrder(o.order) || !isOrder(o.width)) return undefined
  return o as unknown as Cell
}
function asRow(v: unknown): Row | undefined {
  const o = record(v)
  return o && Array.isArray(o.cells) && isOrder(o.order) ? (o as unknown as Row) : undefined
}
// Multi-Part: a part holds its own `formContentData`; parts are laid out one after another.
function partContent(v: unknown): readonly unknown[] | undefined {
  const content = record(v)?.formContentData
  return Array.isArray(content) ? content : undefined
}

const byOrder = <T extends { readonly order?: Order }>(items: readonly T[]): T[] =>
  items
    .map((item, i) => ({ item, i }))
    .sort((a, b) => (Number(a.item.order) || 0) - (Number(b.item.order) || 0) || a.i - b.i)
    .map(({ item }) => item)

function keyOf(entry: unknown): string | undefined {
  if (typeof entry === 'string') return entry
  // The old `fieldContentsData` may hold whole field objects.
  const key = record(entry)?.key
  return typeof key === 'string' ? key : undefined
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
    const rowEntries: Row[] = []
    for (const entry of entries) {
      const row = asRow(entry)
      const part = row ? undefined : partContent(entry)
      if (row) rowEntries.push(row)
      else if (part) walk(part)
      else listed.push(...take([entry]))
    }
    for (const row of byOrder(rowEntries)) {
      const cells = byOrder(
        row.cells.flatMap((c) => {
          const cell = asCell(c)
          return cell ? [cell] : []
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
