// Renders one form with the real store, view and field kit into a jsdom-like document, as
// mount-form.tsx wires them, for component tests. Chunks are served by `chunks` (by name).
import { act, createElement } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { createRadio } from '../forms/addon-api/radio'
import { HtmlField } from '../forms/fields/HtmlField'
import { fieldKitSet } from '../forms/fields/field-kit-set'
import { createDisplaySanitizer } from '../forms/html/sanitize-display'
import { formEnvFromGlobals } from '../forms/logic/env'
import { createFormStore, type FormStore } from '../forms/logic/form-store'
import type { FormHooks } from '../forms/logic/types'
import type { FieldDef, FormDef } from '../forms/page-data'
import { announceStoreChanges } from '../forms/addon-api/store-events'
import type { FormContext } from '../forms/view/form-context'
import { FormView } from '../forms/view/FormView'
import { createUiStore } from '../forms/view/ui-state'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

/** What {@link renderForm} accepts besides the fields. */
export interface RenderOptions {
  readonly settings?: Record<string, unknown>
  /** Form-level fields of the page data (`beforeFields`, `afterFields`…). */
  readonly form?: Record<string, unknown>
  readonly userId?: number
  /** The lazily loaded chunks this form may ask for, by name. */
  readonly chunks?: Record<string, unknown>
  readonly sanitize?: (html: string) => string
  /** The add-on hooks the store runs (`before:updateField`…). */
  readonly hooks?: FormHooks
}

/** A rendered form. */
export interface RenderedForm {
  readonly el: HTMLElement
  readonly store: FormStore
  readonly ctx: FormContext
  /** Chunk names the form asked for, in order. */
  readonly loaded: string[]
  unmount(): void
}

/** Builds field defs with ids 1…n, keys f1…fn and orders 1…n unless given. */
export function fieldDefs(fields: Partial<FieldDef>[]): FieldDef[] {
  return fields.map(
    (f, i) => ({ id: i + 1, key: `f${i + 1}`, order: i + 1, value: '', ...f }) as FieldDef,
  )
}

/** Renders form `7` with `fields` (see {@link fieldDefs}). */
export function renderForm(fields: Partial<FieldDef>[], options: RenderOptions = {}): RenderedForm {
  const form = {
    id: '7',
    settings: { validateRequiredField: 'This is a required field.', of: 'of', ...options.settings },
    fields: fieldDefs(fields),
    ...options.form,
  } as FormDef
  const store = createFormStore(form, { ...formEnvFromGlobals({}, {}), hooks: options.hooks })
  const loaded: string[] = []
  const { sanitize } = options
  const ctx: FormContext = {
    formId: '7',
    store,
    settings: form.settings,
    radio: createRadio(),
    sanitize,
    sanitizeDisplay: sanitize ? createDisplaySanitizer(sanitize) : undefined,
    sanitizer: () => Promise.resolve(sanitize ?? ((h: string) => h)),
    userId: options.userId ?? 0,
    loadChunk: <T>(name: string) => {
      loaded.push(name)
      const chunk = options.chunks?.[name]
      return chunk
        ? Promise.resolve(chunk as T)
        : Promise.reject(new Error(`no chunk ${name} in this test`))
    },
    kit: fieldKitSet,
    htmlField: HtmlField,
  }
  announceStoreChanges(ctx.radio, store)
  const el = document.createElement('div')
  document.body.appendChild(el)
  const root: Root = createRoot(el)
  act(() =>
    root.render(
      createElement(FormView, {
        ctx,
        ui: createUiStore(),
        onSubmit: () => undefined,
        onHoneypot: (t: string) => store.setHoneypot(t),
      }),
    ),
  )
  return {
    el,
    store,
    ctx,
    loaded,
    unmount() {
      act(() => root.unmount())
      el.remove()
    },
  }
}

/** Sets a React-controlled input's value and fires `input`, as the browser reports typing. */
export function typeInto(input: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const proto =
    input instanceof HTMLTextAreaElement
      ? HTMLTextAreaElement.prototype
      : HTMLInputElement.prototype
  act(() => {
    Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(input, value)
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

/** Picks an option of a React-controlled select, as the browser reports the choice. */
export function choose(select: HTMLSelectElement, value: string): void {
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!.call(select, value)
    select.dispatchEvent(new Event('change', { bubbles: true }))
  })
}
