/**
 * Rows of the side-by-side table: the original and Bramble measured in the same run, each as
 * median with min and max over its loads, their ratio, and the budget the row is held to — a
 * ratio to the original, an absolute limit on Bramble, or none (a reading).
 */
import type { Stats } from './lib/stats'

/** A limit a row is held to. */
export type Budget =
  | { readonly kind: 'ratio'; readonly max: number }
  /** On Bramble's median, or on its worst load with `worst` (e.g. forced layouts: none ever). */
  | { readonly kind: 'absolute'; readonly max: number; readonly worst?: boolean }
  | { readonly kind: 'none' }

/** One row of the side-by-side table. */
export interface SideRow {
  readonly page: string
  readonly measure: string
  readonly unit: 'ms' | 'B' | 'count'
  /** Undefined when the originals are missing. */
  readonly original?: Stats
  readonly bramble: Stats
  readonly budget: Budget
  /** A note printed after the row (what was counted, files). */
  readonly note?: string
}

/** The verdict on a row: within budget, a breach, unbudgeted, or not checkable. */
export type Verdict = 'ok' | 'BREACH' | '—' | 'NO ORIGINAL'

/** Bramble's median over the original's (NaN without an original or with a zero original). */
export function ratio(row: SideRow): number {
  if (!row.original || row.original.median === 0) return NaN
  return row.bramble.median / row.original.median
}

/** Whether a row meets its budget. A ratio budget with no original cannot be met. */
export function verdict(row: SideRow): Verdict {
  const { budget } = row
  if (budget.kind === 'none') return '—'
  if (budget.kind === 'absolute')
    return (budget.worst ? row.bramble.max : row.bramble.median) <= budget.max ? 'ok' : 'BREACH'
  if (!row.original) return 'NO ORIGINAL'
  // An original that costs nothing: only nothing is within a ratio of it.
  const r = ratio(row)
  if (Number.isNaN(r)) return row.bramble.median === 0 ? 'ok' : 'BREACH'
  return r <= budget.max ? 'ok' : 'BREACH'
}

const num = (x: number, unit: SideRow['unit']) =>
  Number.isNaN(x)
    ? '—'
    : unit === 'ms'
      ? x < 10
        ? x.toFixed(2)
        : x < 100
          ? x.toFixed(1)
          : x.toFixed(0)
      : Math.round(x).toLocaleString('en-US')

/** `median (min–max) unit` of one side. */
export function formatStats(s: Stats | undefined, unit: SideRow['unit']): string {
  if (!s) return 'not measured'
  const u = unit === 'count' ? '' : ` ${unit}`
  if (s.n <= 1 || s.min === s.max) return `${num(s.median, unit)}${u}`
  return `${num(s.median, unit)}${u} (${num(s.min, unit)}–${num(s.max, unit)})`
}

/** The budget as the table prints it. */
export function formatBudget(b: Budget, unit: SideRow['unit']): string {
  if (b.kind === 'none') return '—'
  if (b.kind === 'ratio') return `≤ ${b.max}× original`
  return `${b.worst ? 'every load ' : ''}≤ ${num(b.max, unit)}${unit === 'count' ? '' : ` ${unit}`}`
}

/** The table as Markdown (for docs and the results file). */
export function markdownTable(rows: readonly SideRow[]): string {
  const lines = [
    '| page | measure | original | Bramble | ratio | budget | |',
    '|---|---|---|---|---|---|---|',
  ]
  for (const r of rows) {
    const q = ratio(r)
    lines.push(
      `| ${r.page} | ${r.measure} | ${formatStats(r.original, r.unit)} | ${formatStats(r.bramble, r.unit)} | ${Number.isNaN(q) ? '—' : q.toFixed(2)} | ${formatBudget(r.budget, r.unit)} | ${verdict(r)} |`,
    )
  }
  return lines.join('\n')
}

/** The table for a terminal: one line per row, status first. */
export function consoleLines(rows: readonly SideRow[]): string[] {
  return rows.map((r) => {
    const q = ratio(r)
    return (
      `${verdict(r).padEnd(11)} ${`${r.page} · ${r.measure}`.padEnd(62)} ` +
      `orig ${formatStats(r.original, r.unit).padEnd(26)} ours ${formatStats(r.bramble, r.unit).padEnd(26)} ` +
      `ratio ${(Number.isNaN(q) ? '—' : q.toFixed(2)).padStart(5)}  budget ${formatBudget(r.budget, r.unit)}` +
      (r.note ? `  [${r.note}]` : '')
    )
  })
}
