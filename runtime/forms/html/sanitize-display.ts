/**
 * Sanitizes an html field's display text cheaply on every keystroke. Only the template part
 * (the skeleton, see display-parts) needs the sanitizer: it is sanitized once and cached, and
 * the value spans are put back. When the skeleton does not come back intact (a tag sat
 * inside an attribute), the whole text is sanitized instead.
 */
import { mark, splitDisplay } from './display-parts'

const MAX_CACHE = 1000

/** A display sanitizer with its own skeleton cache (one per form). */
export function createDisplaySanitizer(
  sanitize: (html: string) => string,
): (display: string) => string {
  const cache = new Map<string, string | null>()
  return (display) => {
    const { skeleton, spans } = splitDisplay(display)
    if (spans.length === 0) return sanitize(display)
    let clean = cache.get(skeleton)
    if (clean === undefined) {
      const out = sanitize(skeleton)
      clean = intact(out, spans.length) ? out : null
      if (cache.size >= MAX_CACHE) cache.clear()
      cache.set(skeleton, clean)
    }
    if (clean === null) return sanitize(display)
    return clean.replace(/\uE000(\d+)\uE001/g, (_m, i: string) => spans[Number(i)] ?? '')
  }
}

// Every mark once, and each in text (not inside a tag, where a span would break out).
function intact(html: string, count: number): boolean {
  for (let i = 0; i < count; i++) {
    const at = html.indexOf(mark(i))
    if (at < 0 || html.indexOf(mark(i), at + 1) >= 0) return false
    if (html.lastIndexOf('<', at) > html.lastIndexOf('>', at)) return false
  }
  return true
}
