/** The UTF-8 text of a base64 string, or undefined when it is not valid base64. */
export function fromBase64(value: string): string | undefined {
  try {
    return new TextDecoder().decode(Uint8Array.from(atob(value), (c) => c.charCodeAt(0)))
  } catch {
    return undefined
  }
}
