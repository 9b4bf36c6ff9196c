/**
 * The plugin's contact encoding without OpenSSL (its fallback when the server has no
 * OpenSSL, used by the mock site so encoded contacts are really decoded):
 *   encode: base64(rot13(plain)), then HTML special characters escaped (a no-op for base64);
 *   decode: rot13(html-special-characters-decode(base64-decode(encoded))).
 * Bytes are UTF-8 and ROT13 only moves ASCII letters, as PHP's `str_rot13` does.
 */

/** ROT13 over ASCII letters; everything else (digits, `@`, UTF-8 bytes) stays. */
export function rot13(text: string): string {
  return text.replace(/[A-Za-z]/g, (c) => {
    const base = c <= 'Z' ? 65 : 97
    return String.fromCharCode(((c.charCodeAt(0) - base + 13) % 26) + base)
  })
}

// PHP htmlspecialchars_decode with its default flags (ENT_QUOTES | ENT_SUBSTITUTE | ENT_HTML401).
function htmlSpecialCharsDecode(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#0*39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
}

/** Encodes a contact (email, phone, `mailto` target) as the plugin prints it in `data-original-string`. */
export function encodeContact(plain: string): string {
  return Buffer.from(rot13(plain), 'utf8').toString('base64')
}

/**
 * Decodes a `data-original-string` value. Returns undefined when the value is not base64
 * (the real server then answers an empty `decoded_email`).
 */
export function decodeContact(encoded: string): string | undefined {
  const clean = encoded.trim()
  if (clean === '' || !/^[A-Za-z0-9+/]+={0,2}$/.test(clean) || clean.length % 4 === 1)
    return undefined
  return rot13(htmlSpecialCharsDecode(Buffer.from(clean, 'base64').toString('utf8')))
}
