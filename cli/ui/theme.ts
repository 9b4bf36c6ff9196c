import type { RowState } from './dashboard-store'

/** Symbol and color per scenario state. */
export const STATE_STYLE: Readonly<Record<RowState, { symbol: string; color: string }>> = {
  queued: { symbol: '·', color: 'gray' },
  running: { symbol: '▶', color: 'cyan' },
  passed: { symbol: '✓', color: 'green' },
  failed: { symbol: '✗', color: 'red' },
  error: { symbol: '!', color: 'yellow' },
  skipped: { symbol: '-', color: 'gray' },
  'infra-error': { symbol: '⚡', color: 'magenta' },
}

/** A color name when colors are on, else undefined (Ink then writes no color codes). */
export function tint(color: boolean, name: string): string | undefined {
  return color ? name : undefined
}
