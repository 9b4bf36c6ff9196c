import type { CookieMode } from '../config/config'
import type { SignalValue } from '../storage/signal-store'
import { collectVisibleFields } from './visible-fields'
import { findVisibleFieldsInput } from '../events/pending-scan'
import { visibleFieldsValue } from './visible-fields-input'
import { bramble } from '../../core/message'

/** What the submit handler writes through. */
export interface SubmitDeps {
  readonly doc: Document
  readonly mode: CookieMode
  /** The store of the page's cookie mode. */
  set(values: Readonly<Record<string, SignalValue>>): void
}

/**
 * On submit of a processed form, refreshes its input's record (fields may have changed
 * since the scan). In the non-native modes it also stores `apbct_visible_fields`: the record
 * of the form as submitted, visible-fields input included. Native mode writes no cookie: the
 * server reads the per-form `apbct_visible_fields_<i>` cookies before the POST field and then
 * finds nothing usable in them (it decodes them to arrays where it expects text), so such a
 * cookie would hide the field's record; the original writes none either. One delegated,
 * passive listener.
 */
export function watchSubmits(deps: SubmitDeps): () => void {
  const onSubmit = (event: Event) => {
    try {
      const form = event.target
      if (!(form instanceof HTMLFormElement)) return
      const input = findVisibleFieldsInput(form)
      if (!input) return
      input.setAttribute('value', visibleFieldsValue(collectVisibleFields(form)))
      if (deps.mode !== 'native')
        deps.set({
          apbct_visible_fields: JSON.stringify(collectVisibleFields(form, undefined, true)),
        })
    } catch (error) {
      console.error(bramble('Failed to record the visible fields of a submitted form:'), error)
    }
  }
  deps.doc.addEventListener('submit', onSubmit, { capture: true, passive: true })
  return () => deps.doc.removeEventListener('submit', onSubmit, { capture: true })
}
