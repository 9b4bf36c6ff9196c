import { createRoot } from 'react-dom/client'
import { flushSync } from 'react-dom'
import { startTransition, useLayoutEffect, type ReactNode } from 'react'
import { loadChunk } from '../core/chunk-loader'
import type { Radio } from './addon-api/radio'
import { hasCaptcha, hasLayoutRows, needsFieldKit, type FieldKit } from './fields/field-kit'
import type { HtmlFieldChunk } from './fields/HtmlField'
import { hasHtmlField } from './html/live-display'
import { loadSanitizer } from './html/sanitizer-loader'
import { needsSanitizer } from './html/needs-sanitizer'
import {
  calcEngine,
  installCalcEngine,
  needsCalcEngine,
  type CalcEngine,
} from './logic/calc/engine'
import { formEnvFromGlobals } from './logic/env'
import { createFormStore } from './logic/form-store'
import { layoutAddon } from './logic/layout-addon'
import type { FormDef } from './page-data'
import { registerFormChannel } from './addon-api/channels'
import type { FormRegistry, MountedForm } from './addon-api/form-registry'
import { firePublicEvent } from './addon-api/jquery-bridge'
import { formModelShim } from './addon-api/form-model-shim'
import { listenFieldDomEvents } from './addon-api/field-dom-events'
import { announceStoreChanges } from './addon-api/store-events'
import { createTypeHooks } from './addon-api/type-hooks'
import { viewShim } from './addon-api/view-shim'
import { createSubmitController } from './submit/submit-controller'
import type { FormContext } from './view/form-context'
import { FormView } from './view/FormView'
import { createUiStore } from './view/ui-state'
import { removeLoadingLeftovers } from './view/loading-leftovers'
import { bramble } from '../core/message'

/** What mounting a form needs from the page. */
export interface MountOptions {
  readonly win: Window
  readonly radio: Radio
  readonly forms: FormRegistry
  /**
   * The form's data came after this bundle ran (the bundle in `<head>`, the data in the
   * body): a layout add-on printed with the bundle has registered already, so a form with
   * Layout rows is drawn at once rather than when the page is parsed.
   */
  readonly dataAfterBundle?: boolean
}

/** Starts fetching the chunks a form's first render needs, so they arrive with React. */
export function preloadFormChunks(form: FormDef): void {
  if (needsSanitizer(form)) loadSanitizer().catch(() => undefined)
  if (needsFieldKit(form, layoutAddon.present)) loadChunk('field-kit').catch(() => undefined)
  if (needsCalcEngine(form)) loadChunk('calc-engine').catch(() => undefined)
  if (hasHtmlField(form)) loadChunk('html-field').catch(() => undefined)
}

/** Installs the calculation engine for a form with calculations, displays or totals (once per page). */
async function ensureCalcEngine(form: FormDef): Promise<void> {
  if (calcEngine() || !needsCalcEngine(form)) return
  try {
    installCalcEngine(await loadChunk<CalcEngine>('calc-engine'))
  } catch (error) {
    console.error(
      bramble(
        `Form ${form.id}: failed to load the calculation engine; its calculations, displays and totals keep their initial values:`,
      ),
      error,
    )
  }
}

function loadKit(): Promise<FieldKit | undefined> {
  return loadChunk<FieldKit>('field-kit').catch((error: unknown) => {
    console.error(
      bramble('Failed to load the field kit; its fields are shown as text inputs:'),
      error,
    )
    return undefined
  })
}

function loadHtmlField(): Promise<HtmlFieldChunk | undefined> {
  return loadChunk<HtmlFieldChunk>('html-field').catch((error: unknown) => {
    console.error(bramble('Failed to load the html field; its content is not shown:'), error)
    return undefined
  })
}

// A long form is drawn in slices of a few milliseconds that React interleaves with the page's
// other work (a transition), then shown whole in one commit: no single task of a 500-field
// form runs long enough to hold up the page's input (a long task is one over 50 ms), and its
// submit button appears with the last field. Short forms are drawn at once, in the task that
// brought their data.
const SLICED_FROM = 40

/** Calls `onDrawn` once its children are in the page. */
function Drawn({ onDrawn, children }: { onDrawn: () => void; children: ReactNode }) {
  useLayoutEffect(onDrawn, [onDrawn])
  return children
}

/** Resolves once the document is parsed (at once if it is). */
function parsed(doc: Document): Promise<void> {
  if (doc.readyState !== 'loading') return Promise.resolve()
  return new Promise((resolve) =>
    doc.addEventListener('DOMContentLoaded', () => resolve(), { once: true }),
  )
}

function userId(win: Window): number {
  const n = Number((win as unknown as { nfFrontEnd?: { user_id?: unknown } }).nfFrontEnd?.user_id)
  return Number.isFinite(n) ? n : 0
}

/**
 * Builds one form into its container: store, view, public channels, CAPTCHA widgets and
 * submit wiring, then announces it (`form: render:view`, `nfFormReady`; boot.ts fires
 * `forms: loaded` once for the forms of the first page load). Returns the
 * unmount function.
 */
export async function mountForm(
  form: FormDef,
  container: HTMLElement,
  { win, radio, forms, dataAfterBundle = false }: MountOptions,
): Promise<() => void> {
  const globals = win as unknown as { nfFrontEnd?: unknown; nfi18n?: unknown }
  const env = {
    ...formEnvFromGlobals(globals.nfFrontEnd, globals.nfi18n ?? form.settings),
    // The store loads its lazily loaded rules (the date check) through the page's loader.
    loadChunk,
    // Hooks ask the bus only when used, by which time the store below exists.
    hooks: createTypeHooks({ win, radio, form: () => formModelShim(form.id, store) }),
  }
  // Layout rows need the kit only with a layout add-on, whose script registers its view filter
  // by the time the page is parsed (the contact form fetched 9.4 KB and waited a round trip
  // for rows it does not draw). A form whose data came before this bundle waits for that
  // moment: the add-on's script follows the bundle. One whose data came after it is drawn at
  // once (an add-on printed with the bundle has registered; waiting for the parse cost the
  // contact form a frame and the rest of the page's parsing, issue 19), and drawn again in
  // rows should an add-on printed further down register before the page is parsed.
  const rowsLater =
    !needsFieldKit(form, layoutAddon.present) &&
    hasLayoutRows(form.settings.formContentData) &&
    win.document.readyState === 'loading'
  if (rowsLater && !dataAfterBundle) await parsed(win.document)
  // The chunks the first render needs load together (React is already there).
  const [sanitize, kit, html] = await Promise.all([
    needsSanitizer(form) ? loadSanitizer().catch(() => undefined) : undefined,
    needsFieldKit(form, layoutAddon.present) ? loadKit() : undefined,
    hasHtmlField(form) ? loadHtmlField() : undefined,
    ensureCalcEngine(form),
  ])
  const store = createFormStore(form, env)
  let ctx: FormContext = {
    formId: form.id,
    store,
    settings: form.settings,
    radio,
    sanitize,
    // Only an html field draws a live display (html/live-display.ts).
    sanitizeDisplay: sanitize && html ? html.createDisplaySanitizer(sanitize) : undefined,
    sanitizer: loadSanitizer,
    userId: userId(win),
    loadChunk,
    kit,
    htmlField: html?.HtmlField,
  }
  const ui = createUiStore()
  const model = formModelShim(form.id, store)
  const submit = createSubmitController({ win, ctx, ui, container, model })
  const captchas: { current?: { render(): void; stop(): void } } = {}
  // The original's form-model moments, each with the form model, before the first render.
  const mounted: MountedForm = {
    id: form.id,
    model,
    store,
    container,
    submit: () => submit.submit(),
    rerender: () => captchas.current?.render(),
  }
  forms.add(mounted)
  const own = radio.channel(`form-${form.id}`)
  radio.channel('form').trigger('before:filterData', model)
  radio.channel('forms').trigger('init:model', model)
  own.trigger('init:model', model)
  registerFormChannel(radio, mounted)
  radio.channel('form').trigger('loaded', model)
  radio.channel('form').trigger('after:loaded', model)
  own.trigger('loaded', model)
  const stopAnnouncing = announceStoreChanges(radio, store)
  const root = createRoot(container)
  let stopped = false
  const drawing = (onDrawn: () => void) => (
    <Drawn onDrawn={onDrawn}>
      <FormView
        ctx={ctx}
        ui={ui}
        onSubmit={() => submit.submit()}
        onHoneypot={(t) => store.setHoneypot(t)}
      />
    </Drawn>
  )
  // The form is announced once all of it is drawn, so `nfFormReady` handlers find its DOM.
  if (store.getState().order.length < SLICED_FROM) flushSync(() => root.render(drawing(() => {})))
  else await new Promise<void>((drawn) => startTransition(() => root.render(drawing(drawn))))
  // After React's own root listeners, so a control's change is announced first (see there).
  const stopDomEvents = listenFieldDomEvents(container, ctx)
  if (kit && hasCaptcha(form)) captchas.current = kit.startCaptchas({ win, ctx, container })
  const view = viewShim(win, form.id, container, form.settings)
  radio.channel('form').trigger('render:view', view)
  firePublicEvent(win, 'nfFormReady', view)
  removeLoadingLeftovers(win.document, container)
  submit.resumeIfAsked()
  if (rowsLater && dataAfterBundle)
    void parsed(win.document).then(async () => {
      if (!layoutAddon.present) return
      const kit = await loadKit()
      if (!kit || stopped) return
      ctx = { ...ctx, kit }
      root.render(drawing(() => {}))
    })
  return () => {
    stopped = true
    captchas.current?.stop()
    stopAnnouncing()
    stopDomEvents()
    submit.stop()
    root.unmount()
  }
}
