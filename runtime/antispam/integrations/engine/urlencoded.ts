/**
 * Byte-preserving edits of `application/x-www-form-urlencoded` strings: the original text is
 * never re-serialised, new pairs are only added before or after it.
 */

function decodePart(part: string): string {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '))
  } catch {
    // A malformed escape in the page's own body: compare it as written.
    return part
  }
}

/** The decoded value of the first `name` pair of a urlencoded string, or undefined. */
export function urlencodedValue(body: string, name: string): string | undefined {
  for (const pair of body.split('&')) {
    const eq = pair.indexOf('=')
    const key = eq < 0 ? pair : pair.slice(0, eq)
    if (decodePart(key) === name) return eq < 0 ? '' : decodePart(pair.slice(eq + 1))
  }
  return undefined
}

/** Whether a urlencoded string has a pair named `name` (encoded or not). */
export function hasUrlencodedKey(body: string, name: string): boolean {
  return urlencodedValue(body, name) !== undefined
}

/** `name=value`, both percent-encoded (so `+`, `/` and `=` of base64 survive). */
export function encodePair(name: string, value: string): string {
  return `${encodeURIComponent(name)}=${encodeURIComponent(value)}`
}

/** The string with `&name=value` appended for each field it does not have yet. */
export function appendUrlencoded(
  body: string,
  fields: readonly { readonly key: string; readonly value: string }[],
): string {
  let out = body
  for (const { key, value } of fields) {
    if (hasUrlencodedKey(out, key)) continue
    out += (out === '' ? '' : '&') + encodePair(key, value)
  }
  return out
}

/** The string with `name=value&` prepended for each field it does not have yet, in order. */
export function prependUrlencoded(
  body: string,
  fields: readonly { readonly key: string; readonly value: string }[],
): string {
  const added = fields
    .filter((f) => !hasUrlencodedKey(body, f.key))
    .map((f) => encodePair(f.key, f.value))
  if (added.length === 0) return body
  return added.join('&') + (body === '' ? '' : '&' + body)
}
