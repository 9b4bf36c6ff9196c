/** A row of the bench's table of other readings and budgets (`npm run bench`). */
export interface BenchRow {
  readonly metric: string
  readonly value: string
  readonly budget: string
  readonly ok: boolean
}
