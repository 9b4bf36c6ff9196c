/** Base64 of the UTF-8 bytes of `text` (what the server's `base64_decode` expects). */
export function utf8Base64(text: string): string {
  // ASCII text is its own UTF-8: no encoder and no byte copy (the visible-fields records).
  if (!/[^\0-\x7f]/.test(text)) return btoa(text)
  let binary = ''
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte)
  return btoa(binary)
}

/** The UTF-8 text of a base64 string, or undefined when it is not valid base64. */
export function fromBase64(value: string): string | undefined {
  try {
    return new TextDecoder().decode(Uint8Array.from(atob(value), (c) => c.charCodeAt(0)))
  } catch {
    return undefined
  }
}
