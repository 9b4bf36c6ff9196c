// @jsxRuntime automatic -- tsx reads the root tsconfig, which sets no JSX mode
import { Box, Text } from 'ink'
import type { DashboardState } from './dashboard-store'
import { formatDuration, progressBar } from './format'
import { tint } from './theme'

/** Props of {@link Summary}. */
export interface SummaryProps {
  readonly state: DashboardState
  readonly color: boolean
  readonly now: number
}

/** Totals and progress, shown last. */
export function Summary({ state, color, now }: SummaryProps) {
  const count = (s: string) => state.rows.filter((r) => r.state === s).length
  const done =
    count('passed') + count('failed') + count('error') + count('skipped') + count('infra-error')
  const total = state.rows.length
  const elapsed = state.finished ? state.finished.durationMs : now - state.startedAt
  return (
    <Box flexDirection="column">
      <Text>
        {progressBar(done, total)} {done}/{total} done · {count('running')} running ·{' '}
        <Text color={tint(color, 'green')}>{count('passed')} passed</Text> ·{' '}
        <Text color={tint(color, 'red')}>{count('failed')} failed</Text> ·{' '}
        <Text color={tint(color, 'yellow')}>{count('error')} errors</Text> ·{' '}
        {count('skipped') > 0 ? `${count('skipped')} skipped · ` : ''}
        {count('infra-error') > 0 ? `${count('infra-error')} infrastructure errors · ` : ''}
        {formatDuration(elapsed)}
      </Text>
      {state.errors.map((e, i) => (
        <Text key={i} color={tint(color, 'red')}>
          {e}
        </Text>
      ))}
    </Box>
  )
}
