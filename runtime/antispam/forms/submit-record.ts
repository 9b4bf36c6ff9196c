import type { CookieMode } from '../config'
import type { SignalValue } from '../storage/signal-store'
import { collectVisibleFields } from './visible-fields'
import { findVisibleFieldsInput, visibleFieldsValue } from './visible-fields-input'

/** Native per-form cookies exist only for form indexes up to this one (spec §5). */
export const MAX_COOKIE_INDEX = 10

/** What the submit handler writes through. */
export interface SubmitDeps {
  readonly doc: Document
  readonly mode: CookieMode
  /** The store of the page's cookie mode. */
  set(values: Readonly<Record<string, SignalValue>>): void
}

/**
 * On submit of a processed form, refreshes its record (fields may have changed since the
 * scan) and stores it: `apbct_visible_fields` in non-native modes (the record in mode none,
 * `{"0":record}` in alternative), the per-index cookie
 * `apbct_visible_fields_<i>` (i ≤ 10) in native mode. One delegated, passive listener.
 */
export function watchSubmits(deps: SubmitDeps): () => void {
  const onSubmit = (event: Event) => {
    try {
      const form = event.target
      if (!(form instanceof HTMLFormElement)) return
      const input = findVisibleFieldsInput(form)
      if (!input) return
      const record = collectVisibleFields(form)
      input.setAttribute('value', visibleFieldsValue(record))
      if (deps.mode !== 'native') {
        // Mode none keeps the record itself (contract d); alternative sends the original's
        // `{"0":record}` collection to alt-sessions.
        deps.set({
          apbct_visible_fields: JSON.stringify(deps.mode === 'none' ? record : { 0: record }),
        })
        return
      }
      const index = Number(input.id.slice('apbct_visible_fields_'.length))
      if (index <= MAX_COOKIE_INDEX) deps.set({ [input.id]: JSON.stringify(record) })
    } catch (error) {
      console.error('[bramble] Failed to record the visible fields of a submitted form:', error)
    }
  }
  deps.doc.addEventListener('submit', onSubmit, { capture: true, passive: true })
  return () => deps.doc.removeEventListener('submit', onSubmit, { capture: true })
}
