import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { flagOf, str } from '../logic/field-props'
import type { FormContext } from '../view/form-context'
import { controlAria } from '../view/aria'
import type { FieldState } from '../logic/types'
import { elementClass, fieldIds, inputName } from './field-attrs'
import type { FieldEvents } from './field-events'
import { addRichTextStyle } from './rich-text-style'
import { PLAIN, RichTextToolbar, type ToolbarState } from './RichTextToolbar'
import { safeUrl } from './safe-url'

/** Props of {@link RichTextEditor}. */
export interface RichTextEditorProps {
  readonly field: FieldState
  readonly ctx: FormContext
  readonly value: string
  readonly events: FieldEvents
}

/**
 * Editor height: the spec's 150 px is the form builder's base rule; its editor stylesheet,
 * which the real server prints with every rich-text form, raises it to 200 px.
 */
export const RTE_HEIGHT_PX = 200

// An empty editor holds one empty paragraph, as the original's does: the first line typed
// is then a paragraph (16 px under the editor stylesheet), not bare text (13 px).
const EMPTY = '<p><br></p>'
const TABLE =
  '<table><tbody><tr><td><br></td><td><br></td></tr><tr><td><br></td><td><br></td></tr>' +
  '</tbody></table><p><br></p>'
const LINKS = ['http:', 'https:', 'mailto:', 'tel:']

/** Whether the editor holds nothing a visitor wrote (its value is then ''). */
const isBlank = (el: HTMLElement) =>
  !el.textContent?.trim() && !el.querySelector('img, table, hr, iframe')

/** document.execCommand, which a page may lack (or have stubbed); never throws. */
function exec(cmd: string, arg?: string): void {
  try {
    document.execCommand(cmd, false, arg)
  } catch {
    // Nothing to format with: the text stays as typed.
  }
}

function query(el: HTMLElement): ToolbarState {
  try {
    const on = (cmd: string) => document.queryCommandState(cmd)
    const block = String(document.queryCommandValue('formatBlock')).toLowerCase()
    const align = on('justifyCenter')
      ? 'center'
      : on('justifyRight')
        ? 'right'
        : on('justifyFull')
          ? 'justify'
          : ''
    return {
      bold: on('bold'),
      italic: on('italic'),
      underline: on('underline'),
      ordered: on('insertOrderedList'),
      bullet: on('insertUnorderedList'),
      header: /^h[1-3]$/.test(block) && el.querySelector(block) ? block.slice(1) : '',
      align,
    }
  } catch {
    return PLAIN
  }
}

/**
 * The rich-text textarea, in the original's markup: the named textarea stays in the page,
 * hidden, holding the value; after it a `nf-quill-wrapper` with the toolbar (text style,
 * bold, italic, underline, clear, lists, alignment, link, unlink, table, undo, redo, and
 * media only when the field allows media and the visitor is logged in) over an editable
 * `ql-editor` box. Its HTML is the field value ('' while blank); loaded content goes
 * through the sanitizer first.
 */
export function RichTextEditor({ field, ctx, value, events }: RichTextEditorProps) {
  const ids = fieldIds(field.id)
  const ref = useRef<HTMLDivElement>(null)
  const shown = useRef<string | undefined>(undefined)
  const range = useRef<Range | undefined>(undefined)
  const [blank, setBlank] = useState(value === '')
  const [state, setState] = useState<ToolbarState>(PLAIN)
  useEffect(addRichTextStyle, [])
  // Reflect store values (first render, load, reset) without resetting the caret while typing;
  // before the first paint, so a caret placed in the drawn editor is never in a replaced node.
  useLayoutEffect(() => {
    const el = ref.current
    if (!el || value === shown.current) return
    let live = true
    shown.current = value
    setBlank(value === '')
    if (!value) el.innerHTML = EMPTY
    else
      ctx
        .sanitizer()
        .then((s) => live && (el.innerHTML = s(value)))
        .catch(() => (el.textContent = value))
    return () => {
      live = false
    }
  }, [ctx, value])
  // The toolbar follows the caret; the last caret in the editor is where a command applies.
  useEffect(() => {
    const moved = () => {
      const el = ref.current
      const sel = document.getSelection()
      if (!el || !sel || sel.rangeCount === 0 || !el.contains(sel.anchorNode)) return
      range.current = sel.getRangeAt(0).cloneRange()
      const next = query(el)
      setState((s) => (JSON.stringify(s) === JSON.stringify(next) ? s : next))
    }
    document.addEventListener('selectionchange', moved)
    return () => document.removeEventListener('selectionchange', moved)
  }, [])
  const emit = () => {
    const el = ref.current
    if (!el) return
    if (el.innerHTML === '' || el.innerHTML === '<br>') {
      el.innerHTML = EMPTY
      document.getSelection()?.collapse(el.firstChild, 0)
    }
    const none = isBlank(el)
    const html = none ? '' : el.innerHTML
    setBlank(none)
    shown.current = html
    events.input(html)
  }
  const run = (cmd: string, arg?: string) => {
    const el = ref.current
    if (!el) return
    el.focus()
    const sel = document.getSelection()
    if (range.current && sel) {
      sel.removeAllRanges()
      sel.addRange(range.current)
    }
    exec('defaultParagraphSeparator', 'p')
    exec(cmd, arg)
    emit()
    // A command on a bare caret (bold, then type) changes no selection: no selectionchange.
    setState(query(el))
  }
  const ask = (label: string, schemes: readonly string[]) =>
    safeUrl(window.prompt(label) ?? '', schemes)
  const act = (name: string, value = '') => {
    if (name === 'header') return run('formatBlock', value ? `h${value}` : 'p')
    if (name === 'align')
      return run(
        value === 'center'
          ? 'justifyCenter'
          : value === 'right'
            ? 'justifyRight'
            : value === 'justify'
              ? 'justifyFull'
              : 'justifyLeft',
      )
    if (name === 'clean') {
      run('removeFormat')
      return run('formatBlock', 'p')
    }
    if (name === 'link') {
      const url = ask('Link URL', LINKS)
      return url ? run('createLink', url) : undefined
    }
    if (name === 'media') {
      const url = ask('Media URL', ['http:', 'https:'])
      return url ? run('insertImage', url) : undefined
    }
    if (name === 'table') return run('insertHTML', TABLE)
    const cmd: Record<string, string> = {
      ordered: 'insertOrderedList',
      bullet: 'insertUnorderedList',
    }
    run(cmd[name] ?? name)
  }
  const media = flagOf(field.def, 'textarea_media') && ctx.userId !== 0
  const placeholder = str(field.def, 'placeholder') || undefined
  return (
    <>
      <textarea
        name={inputName(field.id, field.def)}
        className={elementClass(field.def)}
        style={{ display: 'none' }}
        aria-hidden="true"
        tabIndex={-1}
        value={value}
        // An add-on setting the textarea, as it would the original's, sets the field.
        onChange={(e) => events.input(e.currentTarget.value)}
      />
      <div className="nf-quill-wrapper" style={{ clear: 'both' }}>
        <RichTextToolbar controls={ids.input} state={state} media={media} act={act} />
        <div className="ql-container ql-snow">
          <div
            ref={ref}
            id={ids.input}
            className={blank ? 'ql-editor ql-blank' : 'ql-editor'}
            role="textbox"
            aria-multiline="true"
            aria-placeholder={placeholder}
            data-placeholder={placeholder}
            contentEditable
            suppressContentEditableWarning
            tabIndex={0}
            {...controlAria(field)}
            onInput={emit}
            onBlur={() => events.blur()}
            onKeyUp={(e) => events.keyup(e.keyCode)}
          />
        </div>
      </div>
    </>
  )
}
