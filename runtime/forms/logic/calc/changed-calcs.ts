/** The calc model of the original that `calc: change:value` listeners read. */
export interface CalcChangeModel {
  get(key: string): unknown
}

/**
 * The calculations whose stored value differs between two states, as calc models
 * (`get('name')`, `get('value')`, `get('formID')`), in calculation order.
 */
export function changedCalcs(
  before: Readonly<Record<string, string>>,
  after: Readonly<Record<string, string>>,
  formId: string,
): CalcChangeModel[] {
  const out: CalcChangeModel[] = []
  for (const name in after) {
    if (after[name] === before[name]) continue
    const attrs: Record<string, unknown> = { name, value: after[name], formID: formId }
    out.push({ get: (k) => attrs[k] })
  }
  return out
}
