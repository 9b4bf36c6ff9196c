// @jsxRuntime automatic -- tsx reads the root tsconfig, which sets no JSX mode
import { Box, Text } from 'ink'
import type { DashboardRow } from './dashboard-store'
import { ScenarioRow } from './ScenarioRow'

/** Props of {@link Picker}. */
export interface PickerProps {
  readonly rows: readonly DashboardRow[]
  readonly focus: number
  readonly failuresOnly: boolean
  readonly color: boolean
  readonly now: number
  /** Rows shown at once; the window follows the focus. */
  readonly size?: number
}

/** The navigable scenario table: a window of rows around the focused one. */
export function Picker({ rows, focus, failuresOnly, color, now, size = 7 }: PickerProps) {
  const title = failuresOnly ? 'failures' : 'scenarios'
  const help = '↑↓/jk move · Enter detail · f failures only · q quit'
  if (rows.length === 0) {
    return (
      <Box flexDirection="column">
        <Text dimColor={color}>
          {title}: none{failuresOnly ? ' failed so far' : ''} · {help}
        </Text>
      </Box>
    )
  }
  const start = Math.max(0, Math.min(focus - Math.floor(size / 2), rows.length - size))
  const visible = rows.slice(start, start + size)
  return (
    <Box flexDirection="column">
      <Text dimColor={color}>
        {title} {focus + 1}/{rows.length} · {help}
      </Text>
      {visible.map((row, i) => (
        <ScenarioRow key={row.id} row={row} focused={start + i === focus} color={color} now={now} />
      ))}
    </Box>
  )
}
