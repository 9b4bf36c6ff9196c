/**
 * The rich-text toolbar's drawings, all on an 18×18 grid. Picker drawings carry the
 * `ql-stroke` class, so the form builder's editor stylesheet (printed by the server for a
 * form with a rich-text field) strokes them as it strokes its own; their attributes give the
 * same look on a page without that stylesheet.
 */
import type { ReactElement } from 'react'

/** A drawing's path data, stroked. */
function Stroked({ d, button }: { d: string; button?: boolean }): ReactElement {
  return (
    <svg
      viewBox="0 0 18 18"
      width={button ? 16 : 18}
      height={button ? 16 : 18}
      aria-hidden="true"
      focusable="false"
      // A button's icon keeps its size whatever the toolbar stylesheet says of svg heights,
      // so the button stays 28 px wide, the original's size.
      style={button ? { width: '16px', height: '16px' } : undefined}
    >
      <path
        className={button ? undefined : 'ql-stroke'}
        d={d}
        fill="none"
        stroke={button ? 'currentColor' : '#444'}
        strokeWidth={button ? 1.6 : 2}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}

/** The header picker's up-and-down arrows. */
export const PickerArrows = () => <Stroked d="M7 7l2-2 2 2zM7 11l2 2 2-2z" />

/** Alignment drawings by value ('' = left). */
const ALIGN: Record<string, string> = {
  '': 'M3 4h6M3 9h12M3 14h10',
  center: 'M6 4h6M3 9h12M4 14h10',
  right: 'M9 4h6M3 9h12M5 14h10',
  justify: 'M3 4h12M3 9h12M3 14h12',
}

/** The drawing of one alignment. */
export const AlignIcon = ({ value }: { value: string }) => <Stroked d={ALIGN[value] ?? ''} />

/** Button drawings by command name. */
const BUTTON: Record<string, string> = {
  bold: 'M5 3h5a3 3 0 0 1 0 6H5zM5 9h6a3 3 0 0 1 0 6H5z',
  italic: 'M8 3h6M4 15h6M11 3L7 15',
  underline: 'M5 3v5a4 4 0 0 0 8 0V3M4 16h10',
  clean: 'M4 4h10M9 4l-2 11M11 11l4 4M15 11l-4 4',
  ordered: 'M8 4h8M8 9h8M8 14h8M3 3h1v3M2.5 11.5l1.5-1 1 1-2.5 3h2.5',
  bullet: 'M8 4h8M8 9h8M8 14h8M3 4h.01M3 9h.01M3 14h.01',
  link: 'M8 10a3 3 0 0 0 4 0l3-3a3 3 0 0 0-4-4l-1 1M10 8a3 3 0 0 0-4 0l-3 3a3 3 0 0 0 4 4l1-1',
  unlink: 'M11 4l1-1a3 3 0 0 1 4 4l-2 2M7 14l-1 1a3 3 0 0 1-4-4l2-2M3 3l12 12',
  table: 'M2 3h14v12H2zM2 7h14M2 11h14M7 3v12M11 3v12',
  undo: 'M6 4L3 7l3 3M3 7h8a4 4 0 0 1 0 8H8',
  redo: 'M12 4l3 3-3 3M15 7H7a4 4 0 0 0 0 8h3',
  media: 'M2 3h14v12H2zM2 12l4-4 4 4 2-2 4 4M12 6h.01',
}

/** The drawing of a toolbar button. */
export const ButtonIcon = ({ name }: { name: string }) => <Stroked d={BUTTON[name] ?? ''} button />
