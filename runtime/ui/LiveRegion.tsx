const HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const

/** Props of {@link LiveRegion}. */
export interface LiveRegionProps {
  readonly message: string
  readonly politeness?: 'polite' | 'assertive'
}

/** A visually hidden region that announces `message` to screen readers when it changes. */
export function LiveRegion({ message, politeness = 'polite' }: LiveRegionProps) {
  return (
    <div role="status" aria-live={politeness} aria-atomic="true" style={HIDDEN}>
      {message}
    </div>
  )
}
