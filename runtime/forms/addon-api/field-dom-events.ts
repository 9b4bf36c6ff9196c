import type { Radio } from './radio'
import { announceFieldEvent, changeAnnounced } from '../fields/field-events'
import type { FormStore } from '../logic/form-store'

/**
 * The original's field view events that need no control of their own: `click:field(el,
 * model)` for a click on a field's `.nf-element`, and `change:field(el, model)` for the
 * native `change` of one whose control does not announce it (a text input or textarea
 * losing focus after an edit). One passive listener per event on the form's container.
 * Returns the function that removes them.
 */
export function listenFieldDomEvents(
  container: HTMLElement,
  ctx: { readonly store: FormStore; readonly radio: Radio },
): () => void {
  const on = (event: string) => (e: Event) => {
    const el = e.target instanceof Element ? e.target.closest('.nf-element') : null
    const id = el?.closest<HTMLElement>('[data-field-id]')?.dataset.fieldId
    if (!el || id === undefined || !container.contains(el)) return
    if (event === 'change:field' && changeAnnounced(id)) return
    announceFieldEvent(ctx, id, event, el)
  }
  const click = on('click:field')
  const change = on('change:field')
  container.addEventListener('click', click, { passive: true })
  container.addEventListener('change', change, { passive: true })
  return () => {
    container.removeEventListener('click', click)
    container.removeEventListener('change', change)
  }
}
