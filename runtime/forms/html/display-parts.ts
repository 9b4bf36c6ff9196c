/**
 * The parts of an html field's display text. The store builds it from the site owner's
 * template by inserting `<span data-key="…">value</span>` with the value escaped; the rest
 * (the skeleton) changes only when the template's structure does.
 */

/** Exactly what the store emits: a known key and an escaped value (no markup inside). */
export const VALUE_SPAN = /<span data-key="([A-Za-z0-9:_-]+)">([^<>]*)<\/span>/g

/** The placeholder that stands for the i-th value span in a skeleton. */
export const mark = (i: number): string => `\uE000${i}\uE001`

/** A display text split into its skeleton and its value spans (in order). */
export interface DisplayParts {
  readonly skeleton: string
  /** The whole span markup of each value. */
  readonly spans: readonly string[]
  readonly keys: readonly string[]
  /** Each value as escaped HTML text. */
  readonly values: readonly string[]
}

/** Splits a display text into its skeleton and value spans. */
export function splitDisplay(display: string): DisplayParts {
  const spans: string[] = []
  const keys: string[] = []
  const values: string[] = []
  const skeleton = display.replace(VALUE_SPAN, (span, key: string, value: string) => {
    keys.push(key)
    values.push(value)
    return mark(spans.push(span) - 1)
  })
  return { skeleton, spans, keys, values }
}
