/** A list option as the view needs it (contract a: `{label, value, calc, selected, order}`). */
export interface ListOption {
  readonly label: string
  readonly value: string
  /** Image URL of an image-list option ('' otherwise). */
  readonly image: string
  /** An image option's `alt_text` and `img_title` ('' otherwise). */
  readonly alt: string
  readonly title: string
}

function str(v: unknown): string {
  return v === undefined || v === null ? '' : String(v)
}

/** Reads `options` (or `image_options`) defensively, in their `order`. */
export function readOptions(raw: unknown): ListOption[] {
  if (!Array.isArray(raw)) return []
  return raw
    .filter((o): o is Record<string, unknown> => typeof o === 'object' && o !== null)
    .map((o, i) => ({ o, i, order: Number(o.order) }))
    .sort((a, b) =>
      Number.isFinite(a.order) && Number.isFinite(b.order) ? a.order - b.order : a.i - b.i,
    )
    .map(({ o }) => ({
      label: str(o.label),
      value: str(o.value),
      image: str(o.image),
      alt: str(o.alt_text),
      title: str(o.img_title),
    }))
}

/** The selected values of a list field, whatever shape its value has. */
export function selectedValues(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String)
  if (value === undefined || value === null || value === '') return []
  return [String(value)]
}

/** Adds or removes `option` in a multi-value list. */
export function toggleValue(values: readonly string[], option: string, checked: boolean): string[] {
  const without = values.filter((v) => v !== option)
  return checked ? [...without, option] : without
}
