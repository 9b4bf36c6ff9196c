/**
 * The HTML of an encoded form (`data-encoded-form`: URL-encoded base64 of the form's UTF-8
 * HTML). The bytes are read as UTF-8, so labels with accents or emoji survive (the original's
 * bare `atob` turned them into Latin-1 mojibake). Throws on malformed input.
 */
export function decodeForm(encoded: string): string {
  const binary = atob(decodeURIComponent(encoded))
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0))
  return new TextDecoder().decode(bytes)
}
