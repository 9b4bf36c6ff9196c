/** A piece of linkified text: plain text, or an http(s) URL to show as a link. */
export type TextPart = { readonly text: string } | { readonly url: string }

const URL_RE = /\bhttps?:\/\/[^\s<>"'`]+/gi
// Punctuation that ends a sentence rather than the URL.
const TRAILING = /[.,;:!?)\]}]+$/

/**
 * Splits text into plain parts and http(s) URLs. Only http(s) becomes a link; URLs of the
 * plugin's own files (a path containing `/inc`) stay text, as the plugin shows them.
 */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = []
  let last = 0
  for (const match of text.matchAll(URL_RE)) {
    const raw = match[0]
    const url = raw.replace(TRAILING, '')
    const start = match.index
    if (url.includes('/inc') || !/^https?:\/\/[^/]/i.test(url)) continue
    if (start > last) parts.push({ text: text.slice(last, start) })
    parts.push({ url })
    last = start + url.length
  }
  if (last < text.length) parts.push({ text: text.slice(last) })
  return parts
}
