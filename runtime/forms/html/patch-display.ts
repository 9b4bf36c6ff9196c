import { decodeEntities } from '../logic/text'
import { splitDisplay, type DisplayParts } from './display-parts'

// The parts of the text each element last showed after a patch, so the next keystroke
// splits only the new text.
const lastParts = new WeakMap<Element, { text: string; parts: DisplayParts }>()

function partsOf(el: Element, text: string): DisplayParts {
  const cached = lastParts.get(el)
  return cached && cached.text === text ? cached.parts : splitDisplay(text)
}

/** Sets a value span's text, changing its text node's data rather than replacing the node. */
function setText(span: Element, value: string): void {
  const only = span.firstChild
  if (only && only === span.lastChild && only.nodeType === 3) {
    const text = only as Text
    if (text.data !== value) text.data = value
  } else span.textContent = value
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
  const before = partsOf(el, shown)
  const after = splitDisplay(next)
  if (before.skeleton !== after.skeleton || after.keys.length === 0) return false
  const spans = el.querySelectorAll('span[data-key]')
  if (spans.length !== after.keys.length) return false
  for (let i = 0; i < spans.length; i++) {
    if (spans[i]?.getAttribute('data-key') !== after.keys[i]) return false
  }
  for (let i = 0; i < spans.length; i++) {
    if (after.values[i] === before.values[i]) continue
    // Values are escaped text (no markup), so their decoded form is exactly what shows.
    setText(spans[i] as Element, decodeEntities(after.values[i] ?? ''))
  }
  lastParts.set(el, { text: next, parts: after })
  return true
}
