/**
 * The plugin's `nf-sr-only`, inline as well: a control that stays in the accessibility tree
 * and takes focus and keys but draws nothing, also on a page without the plugin's stylesheet.
 */
export const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  opacity: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const
