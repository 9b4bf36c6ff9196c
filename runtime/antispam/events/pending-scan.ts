/**
 * The page's form scan while it waits for its first run (page-forms/form-scan.ts): whoever
 * is about to send a form runs it first, so the form has its hidden inputs.
 */
export const pendingScan: { run?: () => void } = {}

/**
 * The visible-fields input inside a container (a form or a form builder's wrapper), after the
 * page's pending form scan: whoever reads it is about to send the form (the submit record,
 * the request hooks of integrations/).
 */
export function findVisibleFieldsInput(
  container: ParentNode | null | undefined,
): HTMLInputElement | null {
  pendingScan.run?.()
  return container?.querySelector<HTMLInputElement>('input[id^="apbct_visible_fields_"]') ?? null
}
