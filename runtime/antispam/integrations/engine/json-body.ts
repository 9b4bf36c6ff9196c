/**
 * Adds properties to a JSON object held as a string without re-serialising it: the new
 * members are spliced in before the closing brace, so every original byte is kept.
 */

function parseObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text)
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined
  } catch {
    return undefined
  }
}

/** Whether the string is a JSON object (not an array, scalar or invalid text). */
export function isJsonObjectText(text: string): boolean {
  return parseObject(text) !== undefined
}

/**
 * The JSON object text with `"key":"value"` added for each key it lacks, or the text
 * unchanged when it is not a JSON object or has every key.
 */
export function addJsonMembers(
  text: string,
  fields: readonly { readonly key: string; readonly value: string }[],
): string {
  const object = parseObject(text)
  if (!object) return text
  const members = fields
    .filter((f) => !Object.prototype.hasOwnProperty.call(object, f.key))
    .map((f) => `${JSON.stringify(f.key)}:${JSON.stringify(f.value)}`)
  if (members.length === 0) return text
  const close = text.lastIndexOf('}')
  const before = text.slice(0, close)
  const empty = Object.keys(object).length === 0
  return `${before}${empty ? '' : ','}${members.join(',')}${text.slice(close)}`
}
