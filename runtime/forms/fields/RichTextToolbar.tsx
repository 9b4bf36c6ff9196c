import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { AlignIcon, ButtonIcon, PickerArrows } from './rich-text-icons'

/** What the toolbar shows as on at the caret. */
export interface ToolbarState {
  readonly bold: boolean
  readonly italic: boolean
  readonly underline: boolean
  readonly ordered: boolean
  readonly bullet: boolean
  /** Heading level ('1'–'3'), '' for a paragraph. */
  readonly header: string
  /** '', 'center', 'right' or 'justify'. */
  readonly align: string
}

/** The state of an editor whose caret is in plain text. */
export const PLAIN: ToolbarState = {
  bold: false,
  italic: false,
  underline: false,
  ordered: false,
  bullet: false,
  header: '',
  align: '',
}

/** Props of {@link RichTextToolbar}. */
export interface RichTextToolbarProps {
  /** The editor's id. */
  readonly controls: string
  readonly state: ToolbarState
  readonly media: boolean
  /** Runs a button ('bold', 'ordered', 'link', …) or a picker choice ('header', '2'). */
  readonly act: (name: string, value?: string) => void
}

type Button = readonly [name: string, label: string, className: string, value?: string]

// The groups and order of the original's toolbar: text style; bold, italic, underline,
// clear; lists; alignment; link, unlink; table; undo, redo; media (logged in, when allowed).
const INLINE: readonly Button[] = [
  ['bold', 'Bold', 'ql-bold'],
  ['italic', 'Italic', 'ql-italic'],
  ['underline', 'Underline', 'ql-underline'],
  ['clean', 'Clear formatting', 'ql-clean'],
]
const LISTS: readonly Button[] = [
  ['ordered', 'Numbered list', 'ql-list', 'ordered'],
  ['bullet', 'Bulleted list', 'ql-list', 'bullet'],
]
const LINKS: readonly Button[] = [
  ['link', 'Insert link', 'ql-nf-link'],
  ['unlink', 'Unlink', 'ql-nf-unlink'],
]
const TABLE: readonly Button[] = [['table', 'Insert table', 'ql-table', 'table']]
const HISTORY: readonly Button[] = [
  ['undo', 'Undo', 'ql-nf-undo'],
  ['redo', 'Redo', 'ql-nf-redo'],
]
const MEDIA: readonly Button[] = [['media', 'Insert media', 'ql-nf-media']]

const HEADERS = [
  { value: '1', name: 'Heading 1' },
  { value: '2', name: 'Heading 2' },
  { value: '3', name: 'Heading 3' },
  { value: '', name: 'Normal' },
]
const ALIGNS = [
  { value: '', name: 'Align left' },
  { value: 'center', name: 'Align center' },
  { value: 'right', name: 'Align right' },
  { value: 'justify', name: 'Justify' },
]

/**
 * The rich-text toolbar, in the markup of the original's editor (`ql-toolbar ql-snow`,
 * `ql-formats` groups, 28 px buttons and two pickers), so the editor stylesheet the server
 * prints draws it as it draws the original's. Buttons carry drawn icons (the original's icon
 * font is not loaded for visitors, its buttons are empty boxes) and names; toggles say
 * whether they are on at the caret. A mouse press keeps the caret in the editor.
 */
export function RichTextToolbar({ controls, state, media, act }: RichTextToolbarProps) {
  const button = ([name, label, className, value]: Button) => {
    const toggle = name in state && name !== 'header' && name !== 'align'
    const pressed = toggle ? Boolean(state[name as keyof ToolbarState]) : undefined
    return (
      <button
        key={name}
        type="button"
        className={pressed ? `${className} ql-active` : className}
        value={value}
        aria-label={label}
        aria-pressed={pressed}
        onMouseDown={(e) => e.preventDefault()}
        onClick={() => act(name)}
      >
        <ButtonIcon name={name} />
      </button>
    )
  }
  const group = (buttons: readonly Button[], key: string) => (
    <span className="ql-formats" key={key}>
      {buttons.map(button)}
    </span>
  )
  return (
    <div
      role="toolbar"
      aria-label="Formatting"
      aria-controls={controls}
      className="ql-toolbar ql-snow"
    >
      <span className="ql-formats">
        <Picker
          className="ql-header ql-picker"
          label="Text style"
          options={HEADERS}
          current={state.header}
          choose={(v) => act('header', v)}
          draw={() => <PickerArrows />}
        />
      </span>
      {group(INLINE, 'inline')}
      {group(LISTS, 'lists')}
      <span className="ql-formats">
        <Picker
          className="ql-align ql-picker ql-icon-picker"
          label="Alignment"
          options={ALIGNS}
          current={state.align}
          choose={(v) => act('align', v)}
          draw={(v) => <AlignIcon value={v} />}
          itemsDrawn
        />
      </span>
      {group(LINKS, 'links')}
      {group(TABLE, 'table')}
      {group(HISTORY, 'history')}
      {media ? group(MEDIA, 'media') : null}
    </div>
  )
}

interface PickerProps {
  readonly className: string
  readonly label: string
  readonly options: readonly { readonly value: string; readonly name: string }[]
  readonly current: string
  readonly choose: (value: string) => void
  /** The drawing of the label (given the current value) and, with `itemsDrawn`, of items. */
  readonly draw: (value: string) => ReactNode
  readonly itemsDrawn?: boolean
}

/**
 * A toolbar picker: a button that opens a list of choices (the stylesheet names the text
 * ones). Its choices exist only while open; arrow keys move between them, Enter or Space
 * picks, Escape closes back to the button, a press elsewhere closes.
 */
function Picker({ className, label, options, current, choose, draw, itemsDrawn }: PickerProps) {
  const [open, setOpen] = useState(false)
  const id = useId()
  const root = useRef<HTMLSpanElement>(null)
  const labelRef = useRef<HTMLSpanElement>(null)
  const focusOnOpen = useRef(false)
  const name = options.find((o) => o.value === current)?.name ?? current
  useEffect(() => {
    if (!open) return
    if (focusOnOpen.current) {
      const items = root.current?.querySelector('.ql-picker-options')
      ;(
        items?.querySelector<HTMLElement>('.ql-selected') ??
        items?.querySelector<HTMLElement>('[role=button]')
      )?.focus()
      focusOnOpen.current = false
    }
    const away = (e: Event) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', away, true)
    return () => document.removeEventListener('pointerdown', away, true)
  }, [open])
  const close = (refocus: boolean) => {
    setOpen(false)
    if (refocus) labelRef.current?.focus()
  }
  const onLabelKey = (e: KeyboardEvent) => {
    if (e.key !== 'Enter' && e.key !== ' ' && e.key !== 'ArrowDown') return
    e.preventDefault()
    focusOnOpen.current = true
    setOpen(true)
  }
  const onItemKey = (e: KeyboardEvent<HTMLElement>, value: string) => {
    const items = [...(root.current?.querySelectorAll<HTMLElement>('.ql-picker-item') ?? [])]
    const at = items.indexOf(e.currentTarget)
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault()
      const step = e.key === 'ArrowDown' ? 1 : -1
      items[(at + step + items.length) % items.length]?.focus()
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault()
      close(true)
      choose(value)
    } else if (e.key === 'Escape') {
      e.preventDefault()
      close(true)
    } else if (e.key === 'Tab') close(false)
  }
  return (
    <span ref={root} className={open ? `${className} ql-expanded` : className}>
      <span
        ref={labelRef}
        className="ql-picker-label"
        tabIndex={0}
        role="button"
        aria-expanded={open}
        aria-haspopup="true"
        aria-controls={open ? id : undefined}
        aria-label={`${label}: ${name}`}
        data-value={current || undefined}
        onMouseDown={(e) => e.preventDefault()}
        onClick={() => setOpen(!open)}
        onKeyDown={onLabelKey}
      >
        {draw(current)}
      </span>
      {open ? (
        <span className="ql-picker-options" id={id} role="group" aria-label={label}>
          {options.map((o) => (
            <span
              key={o.value}
              tabIndex={0}
              role="button"
              aria-label={o.name}
              aria-pressed={o.value === current}
              className={o.value === current ? 'ql-picker-item ql-selected' : 'ql-picker-item'}
              data-value={o.value || undefined}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => {
                close(false)
                choose(o.value)
              }}
              onKeyDown={(e) => onItemKey(e, o.value)}
            >
              {itemsDrawn ? draw(o.value) : null}
            </span>
          ))}
        </span>
      ) : null}
    </span>
  )
}
