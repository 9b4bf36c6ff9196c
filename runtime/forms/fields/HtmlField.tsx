import { useLayoutEffect, useRef, useState, type ComponentType } from 'react'
import { patchDisplay } from '../html/patch-display'
import { whenIdle } from '../html/prime-displays'
import { injectStyle } from '../../ui/inject-style'
import type { FormContext } from '../view/form-context'
import { Markup } from '../view/Markup'
import type { FieldState } from '../logic/types'
import { fieldIds, text } from './field-attrs'

declare module '../view/form-context' {
  interface FormParts {
    /** The html field and live display (`html-field` chunk), present when the form has one. */
    readonly htmlField?: HtmlFieldChunk['HtmlField']
  }
}

/** Props of {@link HtmlField}. */
export interface HtmlFieldProps {
  readonly field: FieldState
  readonly ctx: FormContext
  /** The display text of the store (calc and field tags resolved, values escaped). */
  readonly display: string | undefined
}

/** What the `html-field` chunk registers. */
export interface HtmlFieldChunk {
  readonly HtmlField: ComponentType<HtmlFieldProps>
  /** The per-form sanitizer of live displays (html/sanitize-display.ts). */
  readonly createDisplaySanitizer: (
    sanitize: (html: string) => string,
  ) => (display: string) => string
}

/**
 * An html field or calculation display: the site owner's HTML, sanitized, with the live
 * values the store resolved into it.
 */
export function HtmlField({ field, ctx, display }: HtmlFieldProps) {
  const id = fieldIds(field.id).input
  // Drawn only for html kinds (kinds/index.ts), so a display text makes it live; the kinds
  // table stays out of this chunk.
  if (display !== undefined && ctx.sanitizeDisplay) {
    return <LiveDisplay id={id} fieldId={field.id} ctx={ctx} sanitize={ctx.sanitizeDisplay} />
  }
  const html = display ?? (text(field.def, 'value') || text(field.def, 'default'))
  return (
    <Markup
      as="div"
      id={id}
      className="nf-element nf-html-content"
      html={html}
      sanitize={ctx.sanitize}
    />
  )
}

// Each form's store prepares its keystroke path once, after its displays (see FormStore).
const prepared = new WeakSet<object>()
function prepareOnce(view: Window, store: FormContext['store']): void {
  if (prepared.has(store)) return
  prepared.add(store)
  whenIdle(view, () => store.prepare())
}

interface LiveDisplayProps {
  readonly id: string
  readonly fieldId: string
  readonly ctx: FormContext
  readonly sanitize: (display: string) => string
}

// A live display's field container contains its paint: the page's repaint after a
// keystroke reuses each container's last painting unless its own text changed, instead of
// walking every field's boxes (a 100-display chain: the browser's share of a keystroke
// 10.6 -> 6.3 ms). The display itself is laid out like any other content: skipping the
// layout of off-screen displays (content-visibility) gave them a placeholder height until
// they were first scrolled to, so the form grew under the visitor's pointer as they scrolled
// and a click meant for a button below one landed on whatever moved there (an embedded map
// in the event-registration template).
// Containment also keeps child margins inside the container: the empty input-limit's 5 px
// top margin, which on the original collapses through the container's bottom into its
// 25 px margin, would make each display's field 5 px taller than the original's.
const LIVE_DISPLAY_CSS =
  '.nf-live-container{contain:paint}' + '.nf-live-container .nf-input-limit:empty{margin-top:0}'

/**
 * A display that follows the store by itself: React draws it once, then every change of its
 * display text updates the value spans in place (or, when the markup around them changed,
 * the whole sanitized text) in the same store update — a keystroke feeding a hundred
 * displays re-renders none of them.
 */
function LiveDisplay({ id, fieldId, ctx, sanitize }: LiveDisplayProps) {
  const ref = useRef<HTMLDivElement>(null)
  const { store } = ctx
  // The first text is drawn by React and never changed by it afterwards.
  const [first] = useState(() => store.getState().displays[fieldId] ?? '')
  const [html] = useState(() => sanitize(first))
  useLayoutEffect(() => {
    const el = ref.current
    if (!el) return undefined
    injectStyle('bramble-forms-live-display', LIVE_DISPLAY_CSS, el.ownerDocument)
    let shown = first
    const sync = () => {
      const next = store.getState().displays[fieldId]
      if (next === undefined || next === shown) return
      if (!patchDisplay(el, shown, next)) el.innerHTML = sanitize(next)
      shown = next
    }
    sync()
    // The first keystroke finds the spans and the shown text's parts already known (and
    // the patch code run once): patching a display with the text it shows writes nothing.
    const view = el.ownerDocument.defaultView
    if (view) {
      whenIdle(view, () => patchDisplay(el, shown, shown))
      prepareOnce(view, store)
    }
    return store.subscribe(sync)
  }, [store, fieldId, first, sanitize])
  return (
    <div
      ref={ref}
      id={id}
      className="nf-element nf-html-content nf-live-display"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
