// @jsxRuntime automatic -- tsx reads the root tsconfig, which sets no JSX mode
import { Box, Text } from 'ink'
import {
  remoteEndpointOf,
  keyIntervalsOf,
  layoutOf,
  pointerTrailOf,
  signalsOf,
  verdictOf,
} from '../../sim/report/view'
import type { DashboardRow } from './dashboard-store'
import { ExpectationList } from './ExpectationList'
import { formatDuration } from './format'
import { MiniMap } from './MiniMap'
import { RequestList } from './RequestList'
import { SignalFlags } from './SignalFlags'
import { Sparkline } from './Sparkline'

/** Props of {@link DetailPane}. */
export interface DetailPaneProps {
  readonly row: DashboardRow
  readonly color: boolean
}

/** Everything captured for the focused scenario. */
export function DetailPane({ row, color }: DetailPaneProps) {
  const r = row.result
  if (!r) {
    return (
      <Box borderStyle="round" paddingX={1}>
        <Text>
          {row.name}: {row.state}, nothing captured yet
        </Text>
      </Box>
    )
  }
  const verdict = verdictOf(r)
  const signals = signalsOf(r)
  return (
    <Box borderStyle="round" flexDirection="column" paddingX={1}>
      <Text bold>
        {r.name} ({r.id})
      </Text>
      <Text>
        {r.status} · actor {row.actor || '—'} · {formatDuration(r.durationMs)}
        {remoteEndpointOf(r) ? ` · browser ${remoteEndpointOf(r)}` : ''}
      </Text>
      <Text>
        verdict:{' '}
        {verdict
          ? `${verdict.label}${verdict.score === undefined ? '' : ` (${verdict.score})`}`
          : '—'}
        {verdict && verdict.reasons.length > 0 ? ` — ${verdict.reasons.join('; ')}` : ''}
      </Text>
      {r.error ? <Text color={color ? 'yellow' : undefined}>error: {r.error}</Text> : null}
      {r.skipReason ? <Text>skipped: {r.skipReason}</Text> : null}
      <MiniMap points={pointerTrailOf(r)} box={layoutOf(r)} />
      <Sparkline label="typing" values={keyIntervalsOf(r)} />
      <SignalFlags signals={signals} color={color} />
      <RequestList requests={r.captured.requests} color={color} />
      <ExpectationList expectations={r.expectations} color={color} />
    </Box>
  )
}
