// @jsxRuntime automatic -- tsx reads the root tsconfig, which sets no JSX mode
import { Box, Text } from 'ink'
import { isFlaky, verdictOf } from '../../sim/report/view'
import type { DashboardRow } from './dashboard-store'
import { fit, formatDuration } from './format'
import { STATE_STYLE, tint } from './theme'

/** Props of {@link ScenarioRow}. */
export interface ScenarioRowProps {
  readonly row: DashboardRow
  readonly focused?: boolean
  readonly color: boolean
  /** Now, in ms since the epoch: a running row shows its elapsed time. */
  readonly now: number
}

/** One table row: state, name, actor, verdict and duration (a skipped row: why). */
export function ScenarioRow({ row, focused = false, color, now }: ScenarioRowProps) {
  const style = STATE_STYLE[row.state]
  const duration =
    row.result?.durationMs ??
    (row.state === 'running' && row.startedAt !== undefined ? now - row.startedAt : undefined)
  const verdict = row.result ? (verdictOf(row.result)?.label ?? '—') : '—'
  return (
    <Box>
      <Text inverse={focused && color}>{focused ? '›' : ' '}</Text>
      <Text color={tint(color, style.color)}> {style.symbol} </Text>
      <Text bold={focused}>{fit(row.name, 44)}</Text>
      <Text> {fit(row.actor || '—', 14)}</Text>
      <Text> {fit(verdict, 8)}</Text>
      <Text> {formatDuration(duration).padStart(8)}</Text>
      {row.result && isFlaky(row.result) ? <Text color={tint(color, 'yellow')}> flaky</Text> : null}
      {row.result?.skipReason ? (
        <Text dimColor={color}> skipped: {row.result.skipReason}</Text>
      ) : null}
    </Box>
  )
}
