/**
 * The text of an HTML string (for an aria-label): parsed in an inert document, so nothing
 * in it loads or runs. Text without markup or entities is its own text (no document built:
 * every field's label asks this of its usually empty help text).
 */
export function stripTags(html: string): string {
  if (!/[<&\0]/.test(html)) return html.replace(/\s+/g, ' ').trim()
  const doc = new DOMParser().parseFromString(html, 'text/html')
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim()
}
