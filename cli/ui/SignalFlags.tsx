// @jsxRuntime automatic -- tsx reads the root tsconfig, which sets no JSX mode
import { Text } from 'ink'
import { tint } from './theme'

/** Props of {@link SignalFlags}. */
export interface SignalFlagsProps {
  readonly signals: Readonly<Record<string, unknown>>
  readonly color: boolean
}

/** The boolean signals as `name ✓` / `name ✗`; "—" when none was captured. */
export function SignalFlags({ signals, color }: SignalFlagsProps) {
  // Cookies carry booleans as the strings "true" and "false".
  const flags = Object.entries(signals)
    .map(([k, v]): [string, unknown] => [k, v === 'true' ? true : v === 'false' ? false : v])
    .filter((e): e is [string, boolean] => typeof e[1] === 'boolean')
  if (flags.length === 0) return <Text>flags: —</Text>
  return (
    <Text>
      flags:{' '}
      {flags.map(([name, on], i) => (
        <Text key={name} color={tint(color, on ? 'yellow' : 'gray')}>
          {i > 0 ? ' ' : ''}
          {name} {on ? '✓' : '✗'}
        </Text>
      ))}
    </Text>
  )
}
