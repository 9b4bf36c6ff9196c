import type { TrailPoint } from '../../sim/report/view'

/** Pure formatting helpers of the dashboard and the list output. */

const SPARKS = '▁▂▃▄▅▆▇█'

/** A duration as `850 ms` or `12.3 s`; "—" when unknown. */
export function formatDuration(ms: number | undefined): string {
  if (ms === undefined || !Number.isFinite(ms)) return '—'
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`
}

/** Values as a one-line sparkline, scaled between their minimum and maximum. */
export function sparkline(values: readonly number[], width = 40): string {
  if (values.length === 0) return ''
  const step = Math.max(1, Math.ceil(values.length / width))
  const buckets: number[] = []
  for (let i = 0; i < values.length; i += step) {
    const slice = values.slice(i, i + step)
    buckets.push(slice.reduce((a, b) => a + b, 0) / slice.length)
  }
  const min = Math.min(...buckets)
  const span = Math.max(...buckets) - min
  return buckets
    .map((v) => SPARKS[span === 0 ? 3 : Math.round(((v - min) / span) * (SPARKS.length - 1))])
    .join('')
}

/**
 * A pointer trail drawn on a character grid of `width`×`height` cells: `·` for visited
 * cells, `S` where it starts, `E` where it ends. Scaled to the layout box when given.
 */
export function miniMap(
  points: readonly TrailPoint[],
  width: number,
  height: number,
  box?: { width: number; height: number },
): string[] {
  const grid = Array.from({ length: height }, () => Array<string>(width).fill(' '))
  if (points.length === 0) return grid.map((r) => r.join(''))
  const w = box?.width ?? Math.max(...points.map((p) => p.x), 1)
  const h = box?.height ?? Math.max(...points.map((p) => p.y), 1)
  const cell = (p: TrailPoint): [number, number] => [
    Math.min(width - 1, Math.max(0, Math.floor((p.x / w) * width))),
    Math.min(height - 1, Math.max(0, Math.floor((p.y / h) * height))),
  ]
  for (const p of points) {
    const [x, y] = cell(p)
    grid[y]![x] = '·'
  }
  const [sx, sy] = cell(points[0]!)
  const [ex, ey] = cell(points.at(-1)!)
  grid[sy]![sx] = 'S'
  grid[ey]![ex] = 'E'
  return grid.map((r) => r.join(''))
}

/** A progress bar of `width` cells. */
export function progressBar(done: number, total: number, width = 20): string {
  const filled = total === 0 ? width : Math.round((done / total) * width)
  return '█'.repeat(filled) + '░'.repeat(width - filled)
}

/** Pads or cuts text to exactly `width` characters. */
export function fit(text: string, width: number): string {
  return text.length > width ? `${text.slice(0, width - 1)}…` : text.padEnd(width)
}
