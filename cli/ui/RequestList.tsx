// @jsxRuntime automatic -- tsx reads the root tsconfig, which sets no JSX mode
import { Box, Text } from 'ink'
import type { Captured } from '../../sim/report/schema'
import { addedFieldsOf } from '../../sim/report/view'
import { tint } from './theme'

/** Props of {@link RequestList}. */
export interface RequestListProps {
  readonly requests: Captured['requests']
  readonly color: boolean
  readonly max?: number
}

const short = (v: unknown) => {
  const s = typeof v === 'string' ? v : JSON.stringify(v)
  return s.length > 24 ? `${s.slice(0, 23)}…` : s
}

/** The requests the mock site received; fields the runtime added are marked `+` and highlighted. */
export function RequestList({ requests, color, max = 6 }: RequestListProps) {
  if (requests.length === 0) return <Text>requests: —</Text>
  return (
    <Box flexDirection="column">
      <Text>requests ({requests.length}):</Text>
      {requests.slice(0, max).map((q) => {
        const added = addedFieldsOf(q)
        const body =
          q.body && typeof q.body === 'object'
            ? Object.entries(q.body as Record<string, unknown>)
            : []
        return (
          <Text key={q.seq}>
            {'  '}#{q.seq} {q.method} {q.path}
            {body.map(([k, v]) =>
              added.has(k) ? (
                <Text key={k} color={tint(color, 'magenta')} bold>
                  {' '}
                  +{k}={short(v)}
                </Text>
              ) : (
                <Text key={k}>
                  {' '}
                  {k}={short(v)}
                </Text>
              ),
            )}
          </Text>
        )
      })}
      {requests.length > max ? <Text> … {requests.length - max} more</Text> : null}
    </Box>
  )
}
