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
