/**
 * Moves focus to a field's first control (spec §5: the first invalid field by order).
 * Lists focus their first option; nothing happens when the field is not on screen.
 */
export function focusField(container: HTMLElement, fieldId: string): void {
  const wrap = container.ownerDocument.getElementById(`nf-field-${fieldId}-container`)
  const target =
    container.ownerDocument.getElementById(`nf-field-${fieldId}`) ??
    wrap?.querySelector<HTMLElement>('input, select, textarea, button, [tabindex]')
  if (target && container.contains(target)) target.focus()
}

const CONTAINER_ID = /^nf-field-(.+)-container$/

/**
 * The first of `invalid` in display order: the order of the field containers on the page,
 * which is the layout's (rows and cells, a list of keys) and not necessarily `order`'s.
 * Hidden fields are passed over; `undefined` when none of them is on the page.
 */
export function firstShown(
  container: HTMLElement,
  invalid: (fieldId: string) => boolean,
): string | undefined {
  for (const el of container.querySelectorAll<HTMLElement>('.nf-field-container')) {
    const id = CONTAINER_ID.exec(el.id)?.[1]
    if (id !== undefined && !el.closest('[hidden]') && invalid(id)) return id
  }
  return undefined
}
