import type { ReactNode } from 'react'
import type { PlanCell } from '../logic/layout-plan'

/** Props of {@link LayoutRow}. */
export interface LayoutRowProps {
  readonly cells: readonly PlanCell[]
  readonly render: (fieldId: string) => ReactNode
}

/**
 * One Layout row (`.nf-row > .nf-cell`). Cells share the row by their widths and stack,
 * each at full width, once the row is narrower than 36rem: the flex basis is negative (so
 * the grow ratios alone size the cells) on a wide row and huge on a narrow one. Inline
 * styles, so no stylesheet has to be present.
 */
export function LayoutRow({ cells, render }: LayoutRowProps) {
  return (
    <div className="nf-row" style={{ display: 'flex', flexWrap: 'wrap', columnGap: '1rem' }}>
      {cells.map((cell, i) => (
        <div
          key={i}
          className="nf-cell"
          data-width={cell.width}
          style={{ flex: `${cell.width} 1 calc((36rem - 100%) * 999)`, minWidth: 0 }}
        >
          {cell.ids.map(render)}
        </div>
      ))}
    </div>
  )
}
