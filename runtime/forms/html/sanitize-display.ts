/**
 * Sanitizes an html field's display text cheaply on every keystroke. The store builds it
 * from the site owner's template by inserting `<span data-key="…">value</span>` with the
 * value escaped; only the template part needs the sanitizer. So the spans are cut out, the
 * remaining skeleton is sanitized once and cached, and the spans are put back. When the
 * skeleton does not come back intact (a tag sat inside an attribute), the whole text is
 * sanitized instead.
 */

// Exactly what the store emits: a known key and an escaped value (no markup inside).
const VALUE_SPAN = /<span data-key="[A-Za-z0-9:_-]+">[^<>]*<\/span>/g
const MARK = (i: number) => `\uE000${i}\uE001`
const MAX_CACHE = 1000

/** A display sanitizer with its own skeleton cache (one per form). */
export function createDisplaySanitizer(
  sanitize: (html: string) => string,
): (display: string) => string {
  const cache = new Map<string, string | null>()
  return (display) => {
    const spans: string[] = []
    const skeleton = display.replace(VALUE_SPAN, (span) => MARK(spans.push(span) - 1))
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
    const at = html.indexOf(MARK(i))
    if (at < 0 || html.indexOf(MARK(i), at + 1) >= 0) return false
    if (html.lastIndexOf('<', at) > html.lastIndexOf('>', at)) return false
  }
  return true
}
