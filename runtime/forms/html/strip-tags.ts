/**
 * The text of an HTML string (for an aria-label): parsed in an inert document, so nothing
 * in it loads or runs.
 */
export function stripTags(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html')
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim()
}
