// @jsxRuntime automatic -- tsx reads the root tsconfig, which sets no JSX mode
import { Text } from 'ink'
import { sparkline } from './format'

/** Props of {@link Sparkline}. */
export interface SparklineProps {
  readonly label: string
  readonly values: readonly number[]
}

/** A labelled sparkline, e.g. the intervals between key presses. */
export function Sparkline({ label, values }: SparklineProps) {
  if (values.length === 0) return <Text>{label}: —</Text>
  const sorted = [...values].sort((a, b) => a - b)
  const median = Math.round(sorted[Math.floor(sorted.length / 2)]!)
  return (
    <Text>
      {label}: {sparkline(values)} ({values.length} intervals, median {median} ms)
    </Text>
  )
}
