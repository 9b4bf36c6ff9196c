/** Base64 of the UTF-8 bytes of `text` (what the server's `base64_decode` expects). */
export function utf8Base64(text: string): string {
  const bytes = new TextEncoder().encode(text)
  let binary = ''
  // Chunks keep String.fromCharCode's argument list small for large payloads.
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return btoa(binary)
}
