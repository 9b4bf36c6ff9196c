// @jsxRuntime automatic -- tsx reads the root tsconfig, which sets no JSX mode
import { Box, Text } from 'ink'
import type { TrailPoint } from '../../sim/report/view'
import { miniMap } from './format'

/** Props of {@link MiniMap}. */
export interface MiniMapProps {
  readonly points: readonly TrailPoint[]
  readonly box?: { readonly width: number; readonly height: number }
  readonly width?: number
  readonly height?: number
}

/** The pointer trail drawn in a bordered character grid. */
export function MiniMap({ points, box, width = 32, height = 8 }: MiniMapProps) {
  if (points.length === 0) return <Text>pointer: —</Text>
  return (
    <Box flexDirection="column">
      <Text>pointer: {points.length} points (S start, E end)</Text>
      <Box borderStyle="single" flexDirection="column" width={width + 2}>
        {miniMap(points, width, height, box).map((line, i) => (
          <Text key={i}>{line}</Text>
        ))}
      </Box>
    </Box>
  )
}
