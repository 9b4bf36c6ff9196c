import { useCallback, useState, useSyncExternalStore } from 'react'
import { on } from '../fields/field-attrs'
import { drawsLiveDisplay } from '../html/live-display'
import { drawsOwnValue } from '../fields/NumberField'
import { FieldList } from './FieldList'
import type { FormContext } from './form-context'
import { FormErrors } from './FormErrors'
import { Honeypot } from './Honeypot'
import { Markup } from './Markup'
import { RequiredNote } from './RequiredNote'
import { ResponseMessage } from './ResponseMessage'
import type { UiStore } from './ui-state'
import { useSanitized } from './use-sanitized'
import { createFrameSnapshot, createViewSnapshot } from './view-snapshot'

/** Props of {@link FormView}. */
export interface FormViewProps {
  readonly ctx: FormContext
  readonly ui: UiStore
  /** Runs the submit flow (the `<form>`'s submit event, Enter in a field). */
  readonly onSubmit: () => void
  /** The honeypot input's text, for the honeypot check. */
  readonly onHoneypot: (text: string) => void
}

function area(ctx: FormContext, key: string): string {
  const v = ctx.settings[key]
  return typeof v === 'string' ? v : ''
}

/**
 * The form with the four areas and the DOM other code relies on (contract a): title,
 * response message, debug messages, before-form, the `<form>` with its fields, after-form
 * with the form errors and the honeypot.
 */
export function FormView({ ctx, ui, onSubmit, onHoneypot }: FormViewProps) {
  const view = useSyncExternalStore(ui.subscribe, ui.get)
  // Live displays and number inputs show their values themselves; the view renders only
  // what else changed, and each field follows its own snapshot (FieldList), so the form
  // re-renders only for its frame.
  const [project] = useState(() =>
    createViewSnapshot((f) => drawsLiveDisplay(f, ctx) || drawsOwnValue(f)),
  )
  const [frameOf] = useState(createFrameSnapshot)
  const { store } = ctx
  const getFrame = useCallback(() => frameOf(project(store.getState())), [frameOf, project, store])
  const state = useSyncExternalStore(store.subscribe, getFrame)
  const { response } = state
  const success = useSanitized(ctx, response.successMessage ?? '')
  const id = ctx.formId
  const title = area(ctx, 'title')
  // Without a heading level the original prints `<hundefined>`: the title as plain text.
  const level = Number(ctx.settings.form_title_heading_level)
  const Heading = (level >= 1 && level <= 6 ? `h${level}` : 'span') as 'h3'
  const showTitle = on(ctx.settings as never, 'show_title')
  return (
    <>
      <span
        id={`nf-form-title-${id}`}
        className="nf-form-title"
        hidden={response.hidden || undefined}
      >
        {showTitle && title ? (
          <Heading>
            <Markup html={title} sanitize={ctx.sanitize} />
          </Heading>
        ) : null}
      </span>
      <div className="nf-form-wrap ninja-forms-form-wrap">
        <ResponseMessage html={success} />
        <div className="nf-debug-msg">
          {response.debug.map((m, i) => (
            <p key={i}>{m}</p>
          ))}
        </div>
        <div className="nf-before-form">
          <Markup as="nf-section" html={area(ctx, 'beforeForm')} sanitize={ctx.sanitize} />
        </div>
        <div className="nf-form-layout">
          <form
            noValidate
            hidden={response.hidden || undefined}
            aria-label={title ? undefined : `Form ${id}`}
            aria-labelledby={title && showTitle ? `nf-form-title-${id}` : undefined}
            onSubmit={(e) => {
              e.preventDefault()
              onSubmit()
            }}
          >
            <div>
              <div className="nf-before-form-content">
                <nf-section>
                  <RequiredNote ctx={ctx} />
                  {area(ctx, 'beforeFields') ? (
                    <Markup html={area(ctx, 'beforeFields')} sanitize={ctx.sanitize} />
                  ) : null}
                </nf-section>
              </div>
              <div className={`nf-form-content ${area(ctx, 'element_class')}`}>
                <nf-fields-wrap>
                  <FieldList ctx={ctx} frame={state} project={project} resuming={view.resuming} />
                </nf-fields-wrap>
              </div>
              <div className="nf-after-form-content">
                <nf-section>
                  {area(ctx, 'afterFields') ? (
                    <Markup html={area(ctx, 'afterFields')} sanitize={ctx.sanitize} />
                  ) : null}
                  <FormErrors formId={id} errors={state.formErrors} ctx={ctx} />
                  <Honeypot formId={id} text={area(ctx, 'formHoneypot')} onText={onHoneypot} />
                </nf-section>
              </div>
            </div>
          </form>
        </div>
        <div className="nf-after-form">
          <Markup as="nf-section" html={area(ctx, 'afterForm')} sanitize={ctx.sanitize} />
        </div>
      </div>
    </>
  )
}
