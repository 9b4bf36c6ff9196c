/**
 * The first element matching `selector` inside a same-origin iframe of `doc`. Cross-origin
 * frames are skipped: their document is not readable (null, or a SecurityError).
 */
export function inSameOriginFrame(doc: Document, selector: string): Element | null {
  for (const frame of doc.querySelectorAll('iframe')) {
    try {
      const found = frame.contentDocument?.querySelector(selector)
      if (found) return found
    } catch {
      // Not readable: not ours to look into.
    }
  }
  return null
}
