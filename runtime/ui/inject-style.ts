/**
 * Adds a `<style id>` with `css` to the document head once. Bramble's UI brings its own
 * styles and never relies on a plugin stylesheet being present.
 */
export function injectStyle(id: string, css: string, doc: Document = document): HTMLStyleElement {
  const existing = doc.getElementById(id)
  if (existing instanceof HTMLStyleElement) return existing
  const style = doc.createElement('style')
  style.id = id
  style.textContent = css
  doc.head.appendChild(style)
  return style
}
