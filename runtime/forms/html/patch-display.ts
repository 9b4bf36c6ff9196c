import { decodeEntities } from '../logic/text'
import { splitDisplay } from './display-parts'

/**
 * Updates a shown display in place when only its values changed: the value spans get their
 * new text and nothing is parsed again. Returns false (and changes nothing) when the
 * structure differs from what `el` shows — another skeleton, or spans that do not line up
 * one to one by key — so the caller renders the whole text instead.
 *
 * @param shown the display text `el` currently shows
 */
export function patchDisplay(el: Element, shown: string, next: string): boolean {
  const before = splitDisplay(shown)
  const after = splitDisplay(next)
  if (before.skeleton !== after.skeleton || after.keys.length === 0) return false
  const spans = el.querySelectorAll('span[data-key]')
  if (spans.length !== after.keys.length) return false
  for (let i = 0; i < spans.length; i++) {
    if (spans[i]?.getAttribute('data-key') !== after.keys[i]) return false
  }
  for (let i = 0; i < spans.length; i++) {
    if (after.values[i] === before.values[i]) continue
    const span = spans[i] as Element
    // Values are escaped text (no markup), so their decoded form is exactly what shows.
    span.textContent = decodeEntities(after.values[i] ?? '')
  }
  return true
}
