/**
 * The stand-in for the original's Marionette layout view that `nfFormReady` handlers
 * receive: `view.model.get('id')`, `view.el`, `view.$el`.
 */

/** The view argument of `nfFormReady`. */
export interface FormViewShim {
  readonly el: HTMLElement
  readonly $el: unknown
  readonly model: { get(key: string): unknown; readonly id: string }
}

/** Builds the shim for a form container; `get` reads the form's settings and id. */
export function viewShim(
  win: Window,
  formId: string,
  el: HTMLElement,
  settings: Readonly<Record<string, unknown>>,
): FormViewShim {
  const jq = (win as unknown as { jQuery?: (el: unknown) => unknown }).jQuery
  return {
    el,
    $el: typeof jq === 'function' ? jq(el) : undefined,
    model: {
      id: formId,
      get: (key) => (key === 'id' ? formId : settings[key]),
    },
  }
}
