import { decodeEntities } from '../logic/text'
import { splitDisplay, type DisplayParts } from './display-parts'

// The parts of the text each element last showed after a patch, with its value spans, so
// the next keystroke splits only the new text and finds the spans without a query.
const lastParts = new WeakMap<
  Element,
  { text: string; parts: DisplayParts; spans: readonly Element[] }
>()

/** Sets a value span's text, changing its text node's data rather than replacing the node. */
function setText(span: Element, value: string): void {
  const only = span.firstChild
  if (only && only === span.lastChild && only.nodeType === 3) {
    const text = only as Text
    if (text.data !== value) text.data = value
  } else span.textContent = value
}

// The value spans `el` shows, in order, when they line up one to one with `keys`.
function spansFor(el: Element, keys: readonly string[]): Element[] | undefined {
  const found = el.querySelectorAll('span[data-key]')
  if (found.length !== keys.length) return undefined
  const spans: Element[] = []
  for (let i = 0; i < found.length; i++) {
    const span = found[i] as Element
    if (span.getAttribute('data-key') !== keys[i]) return undefined
    spans.push(span)
  }
  return spans
}

/**
 * Updates a shown display in place when only its values changed: the value spans get their
 * new text and nothing is parsed again. Returns false (and changes nothing) when the
 * structure differs from what `el` shows — another skeleton, or spans that do not line up
 * one to one by key — so the caller renders the whole text instead.
 *
 * @param shown the display text `el` currently shows
 */
export function patchDisplay(el: Element, shown: string, next: string): boolean {
  const cached = lastParts.get(el)
  // The cache holds only what the last successful patch left in `el`.
  const hit = cached && cached.text === shown ? cached : undefined
  const before = hit ? hit.parts : splitDisplay(shown)
  const after = splitDisplay(next)
  const spans =
    before.skeleton !== after.skeleton || after.keys.length === 0
      ? undefined
      : hit && sameKeys(hit.parts.keys, after.keys) && inside(el, hit.spans)
        ? hit.spans
        : spansFor(el, after.keys)
  if (!spans) {
    lastParts.delete(el)
    return false
  }
  for (let i = 0; i < spans.length; i++) {
    if (after.values[i] === before.values[i]) continue
    // Values are escaped text (no markup), so their decoded form is exactly what shows; a
    // number has no entity to decode.
    const value = after.values[i] ?? ''
    setText(spans[i] as Element, value.includes('&') ? decodeEntities(value) : value)
  }
  lastParts.set(el, { text: next, parts: after, spans })
  return true
}

function sameKeys(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false
  return true
}

// A page script may have replaced what the display shows since the last patch.
function inside(el: Element, spans: readonly Element[]): boolean {
  for (const span of spans) if (!el.contains(span)) return false
  return true
}
