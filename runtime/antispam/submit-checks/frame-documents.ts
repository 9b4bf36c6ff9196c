/**
 * The documents of the page's same-origin iframes that have loaded, for the form checks
 * (the reference plugin's `apbctProcessIframes`). A cross-origin frame has no readable
 * document and is skipped without error.
 */
export function frameDocuments(doc: Document): Document[] {
  const out: Document[] = []
  for (const frame of doc.querySelectorAll('iframe')) {
    try {
      const inner = frame.contentDocument
      if (inner?.defaultView) out.push(inner)
    } catch {
      // Some browsers throw instead of answering null for a cross-origin frame.
    }
  }
  return out
}
