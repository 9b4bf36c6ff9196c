// @jsxRuntime automatic -- tsx reads the root tsconfig, which sets no JSX mode
import { Box, Text } from 'ink'
import type { ExpectationResult } from '../../sim/report/schema'
import { tint } from './theme'

/** Props of {@link ExpectationList}. */
export interface ExpectationListProps {
  readonly expectations: readonly ExpectationResult[]
  readonly color: boolean
}

/** Each expectation with pass (✓) or fail (✗), and what was seen when it failed. */
export function ExpectationList({ expectations, color }: ExpectationListProps) {
  if (expectations.length === 0) return <Text>expectations: —</Text>
  return (
    <Box flexDirection="column">
      <Text>expectations:</Text>
      {expectations.map((e, i) => (
        <Text key={i} color={tint(color, e.passed ? 'green' : 'red')}>
          {'  '}
          {e.passed ? '✓' : '✗'} {e.description}
          {e.passed ? '' : `: expected ${e.expected}, got ${e.actual}`}
        </Text>
      ))}
    </Box>
  )
}
