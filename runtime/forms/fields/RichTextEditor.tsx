import { useEffect, useRef } from 'react'
import { flagOf, str } from '../logic/field-props'
import type { FormContext } from '../view/form-context'
import { controlAria } from '../view/aria'
import type { FieldState } from '../logic/types'
import { fieldIds } from './field-attrs'
import type { FieldEvents } from './field-events'
import { safeUrl } from './safe-url'

/** Props of {@link RichTextEditor}. */
export interface RichTextEditorProps {
  readonly field: FieldState
  readonly ctx: FormContext
  readonly value: string
  readonly events: FieldEvents
}

/** Editor height (spec §9). */
export const RTE_HEIGHT_PX = 150

type Command = 'bold' | 'italic' | 'insertUnorderedList' | 'createLink' | 'unlink'

/**
 * The rich-text textarea: an editable region (150 px) with bold, italic, list and link
 * buttons, plus a media button only when the field allows media and the visitor is logged
 * in. Its HTML is the field value; loaded content goes through the sanitizer first.
 */
export function RichTextEditor({ field, ctx, value, events }: RichTextEditorProps) {
  const ids = fieldIds(field.id)
  const ref = useRef<HTMLDivElement>(null)
  const shown = useRef<string | undefined>(undefined)
  // Reflect store values (load, reset) without resetting the caret while typing.
  useEffect(() => {
    const el = ref.current
    if (!el || value === shown.current || value === el.innerHTML) return
    let live = true
    shown.current = value
    if (!value) el.replaceChildren()
    else
      ctx
        .sanitizer()
        .then((s) => live && (el.innerHTML = s(value)))
        .catch(() => (el.textContent = value))
    return () => {
      live = false
    }
  }, [ctx, value])
  const run = (cmd: Command, arg?: string) => {
    ref.current?.focus()
    document.execCommand(cmd, false, arg)
    emit()
  }
  const emit = () => {
    const html = ref.current?.innerHTML ?? ''
    shown.current = html
    events.input(html)
  }
  const link = (label: string) => {
    const url = safeUrl(window.prompt(label) ?? '', ['http:', 'https:', 'mailto:', 'tel:'])
    if (url) run('createLink', url)
  }
  const media = flagOf(field.def, 'textarea_media') && ctx.userId !== 0
  return (
    <div className="nf-rte">
      <div
        role="toolbar"
        aria-label="Formatting"
        aria-controls={ids.input}
        className="nf-rte-toolbar"
      >
        <button type="button" onClick={() => run('bold')} aria-label="Bold">
          <b>B</b>
        </button>
        <button type="button" onClick={() => run('italic')} aria-label="Italic">
          <i>I</i>
        </button>
        <button type="button" onClick={() => run('insertUnorderedList')} aria-label="Bulleted list">
          &bull;
        </button>
        <button type="button" onClick={() => link('Link URL')} aria-label="Insert link">
          link
        </button>
        <button type="button" onClick={() => run('unlink')} aria-label="Unlink">
          unlink
        </button>
        {media ? (
          <button type="button" onClick={() => link('Media URL')} aria-label="Insert media">
            media
          </button>
        ) : null}
      </div>
      <div
        ref={ref}
        id={ids.input}
        className="nf-element ninja-forms-field nf-rte-editor"
        role="textbox"
        aria-multiline="true"
        aria-placeholder={str(field.def, 'placeholder') || undefined}
        contentEditable
        suppressContentEditableWarning
        tabIndex={0}
        style={{
          minHeight: `${RTE_HEIGHT_PX}px`,
          height: `${RTE_HEIGHT_PX}px`,
          overflowY: 'auto',
          border: '1px solid #ccc',
          padding: '4px',
        }}
        {...controlAria(field)}
        onInput={emit}
        onBlur={() => events.blur()}
        onKeyUp={(e) => events.keyup(e.keyCode)}
      />
    </div>
  )
}
